import { useCallback, useEffect, useMemo, useState } from 'react';
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

/** A navigation the form asked for that the URL's filters have not caught up with yet. */
interface Sent {
  path: string;
  field?: ShelfField;
}

interface FormState {
  /** What the form shows. */
  chosen: ShelfFilters;
  /** The form's navigations not yet seen in the URL, oldest first. */
  sent: Sent[];
  /** The URL's filters (and its entry) that `chosen` was last reconciled with. */
  seen: { filters: ShelfFilters; key: string };
  /** Back or Forward was pressed with navigations in flight: they will not all be seen. */
  popped?: boolean;
}

/**
 * The shelf's filters, read from and written to the URL. The prerendered shelf is the unfiltered one, so the
 * URL's filters apply from the render after hydration (use-hydrated.ts). That render is synchronous (a store's
 * change); when the URL has no filters it hands back the very same NO_FILTERS, so the shelf's grid (memo) does not
 * render its hundred cards again in that one task (bench/FINDINGS.md, ninth round).
 *
 * The form shows `chosen`, not the URL's filters: a choice reaches the URL a render or two later (the host's router
 * commits a navigation in a transition, then renders this remote's root), and a field bound to the URL alone shows
 * its old value meanwhile, so an arrow key or a letter in that moment started from it and was lost. The URL's
 * filters replace the choice when they move on their own (Back, a link, the header's search), not when they catch up
 * with a choice made since. `fromUrl` is false in the fragment and while React hydrates it: the filters shown are
 * not yet the URL's.
 */
export function useShelfFilters() {
  const { pathname, search, state, key } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const filters = useMemo((): ShelfFilters => {
    const parsed = hydrated ? parseShelfFilters(search) : NO_FILTERS;
    return isFiltered(parsed) ? parsed : NO_FILTERS;
  }, [hydrated, search]);
  const [form, setForm] = useState<FormState>(() => ({ chosen: filters, sent: [], seen: { filters, key } }));
  if (form.popped || form.seen.filters !== filters || form.seen.key !== key) {
    // The URL moved: to a navigation the form sent (the choices after it stay in flight), or on its own.
    const at = form.popped ? -1 : form.sent.findLastIndex((navigation) => navigation.path === shelfPath(filters));
    setForm(at === -1 ? { chosen: filters, sent: [], seen: { filters, key } } : { chosen: form.chosen, sent: form.sent.slice(at + 1), seen: { filters, key } });
  }
  useEffect(() => {
    // Back pressed before a choice has landed can land on the very entry this render shows (the router then renders
    // nothing new): the form follows the URL again from the next render.
    const popped = () => setForm((current) => (current.sent.length > 0 ? { ...current, popped: true } : current));
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, []);
  /**
   * A field's first change adds a history entry and its next ones replace it, so Back undoes the edit of one field
   * at once: not each letter typed, nor each region a list's arrow keys pass on the way (Chromium and Firefox change
   * a closed list's value on every arrow key). A change of another field adds an entry of its own, and so does a
   * submission that changes the address. One that does not ("Show books" after a choice has shown its books
   * already) replaces the entry rather than repeat it, where Back would do nothing, and ends the field's edit: more
   * typing is a new entry.
   */
  const apply = useCallback(
    (next: ShelfFilters, field?: ShelfField) => {
      const last = form.sent.at(-1);
      const entryField = last ? last.field : fieldOf(state);
      const path = shelfPath({ ...next, q: next.q.trim() });
      const shown = last ? last.path : pathname + search;
      const replace = field === undefined ? path === shown : entryField === field;
      setForm((current) => ({ ...current, chosen: next, sent: [...current.sent, { path, field }] }));
      navigate(path, { replace, state: field ? ({ shelfField: field } satisfies ShelfEntryState) : null });
    },
    [form.sent, navigate, pathname, search, state],
  );
  return { filters, chosen: form.chosen, apply, fromUrl: hydrated };
}
