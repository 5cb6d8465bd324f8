import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NO_FILTERS, parseShelfFilters, shelfPath, type ShelfFilters } from '../data/shelf-filters';
import { useHydrated } from './use-hydrated';

/**
 * The shelf's filters, read from and written to the URL. The prerendered shelf is the unfiltered one, so the
 * URL's filters apply from the render after hydration (use-hydrated.ts).
 */
export function useShelfFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const filters: ShelfFilters = hydrated ? parseShelfFilters(search) : NO_FILTERS;
  /** `replace` while typing, so Back does not step through every letter. */
  const apply = useCallback((next: ShelfFilters, replace = false) => navigate(shelfPath(next), { replace }), [navigate]);
  return { filters, apply };
}
