import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isFiltered, NO_FILTERS, parseShelfFilters, shelfPath, type ShelfField, type ShelfFilters } from '../data/shelf-filters';
import { useHydrated } from './use-hydrated';

/** What a history entry the form made remembers: the field whose change made it. */
interface ShelfEntryState {
  shelfField?: ShelfField;
}

function fieldOf(state: unknown): ShelfField | undefined {
  return (state as ShelfEntryState | null)?.shelfField;
}

/**
 * The shelf's filters, read from and written to the URL. The prerendered shelf is the unfiltered one, so the
 * URL's filters apply from the render after hydration (use-hydrated.ts). That render is synchronous (a store's
 * change); when the URL has no filters it hands back the very same NO_FILTERS, so the shelf's grid (memo) does not
 * render its hundred cards again in that one task (bench/FINDINGS.md, ninth round).
 */
export function useShelfFilters() {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const filters = useMemo((): ShelfFilters => {
    const parsed = hydrated ? parseShelfFilters(search) : NO_FILTERS;
    return isFiltered(parsed) ? parsed : NO_FILTERS;
  }, [hydrated, search]);
  /**
   * A field's first change adds a history entry and its next ones replace it, so Back undoes the edit of one field
   * at once: not each letter typed, nor each region a list's arrow keys pass on the way (Chromium and Firefox change
   * a closed list's value on every arrow key). A change of another field, or a submission, adds an entry of its own.
   */
  const apply = useCallback(
    (next: ShelfFilters, field?: ShelfField) => {
      const replace = field !== undefined && fieldOf(state) === field;
      navigate(shelfPath(next), { replace, state: field ? ({ shelfField: field } satisfies ShelfEntryState) : null });
    },
    [navigate, state],
  );
  /** false in the fragment and while React hydrates it: the filters shown are not yet the URL's. */
  return { filters, apply, fromUrl: hydrated };
}
