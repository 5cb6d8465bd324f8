import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isFiltered, NO_FILTERS, parseShelfFilters, shelfPath, type ShelfFilters } from '../data/shelf-filters';
import { useHydrated } from './use-hydrated';

/**
 * The shelf's filters, read from and written to the URL. The prerendered shelf is the unfiltered one, so the
 * URL's filters apply from the render after hydration (use-hydrated.ts). That render is synchronous (a store's
 * change); when the URL has no filters it hands back the very same NO_FILTERS, so the shelf's grid (memo) does not
 * render its hundred cards again in that one task (bench/FINDINGS.md, ninth round).
 */
export function useShelfFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const filters = useMemo((): ShelfFilters => {
    const parsed = hydrated ? parseShelfFilters(search) : NO_FILTERS;
    return isFiltered(parsed) ? parsed : NO_FILTERS;
  }, [hydrated, search]);
  /** `replace` while typing, so Back does not step through every letter. */
  const apply = useCallback((next: ShelfFilters, replace = false) => navigate(shelfPath(next), { replace }), [navigate]);
  /** false in the fragment and while React hydrates it: the filters shown are not yet the URL's. */
  return { filters, apply, fromUrl: hydrated };
}
