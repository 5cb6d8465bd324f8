import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { resolvePath, useLocation } from 'react-router-dom';
import type { CatalogueSearchResult } from '@wanderpages/shared';
import { prepareCatalogueSearch, searchCatalogue } from '../search/catalogue-search';
import { shelfSearchPath } from '../data/shelf-filters';

/** How many results the box lists before its last option, "See all results". */
const LISTED = 7;
/** Screen readers hear the count once typing pauses, not after every letter. */
const ANNOUNCE_AFTER_MS = 400;

export interface ComboboxOption extends CatalogueSearchResult {
  /** The last option: the whole shelf's results for the query. */
  all?: boolean;
}

/**
 * The behaviour of the search combobox (WAI-ARIA Authoring Practices, combobox with a listbox popup, list
 * autocomplete): typing searches and opens the list; Down/Up move through the options (wrapping); Enter opens
 * the active option, or closes the list and lets the form submit to the shelf when none is active; Escape closes the list, then
 * clears the field. `choose` goes to an option's page; `focused`: the field has the focus as the box arrives.
 * An Enter on the field a choice has emptied is that choice's, not a search of the whole shelf (below).
 */
export function useSearchCombobox(defaultValue: string, focused: boolean, choose: (option: ComboboxOption) => void) {
  const [query, setQuery] = useState(defaultValue);
  // What was typed into the host's plain field shows its results at once, if the field still has the focus.
  const [open, setOpen] = useState(focused && defaultValue.trim() !== '');
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const location = useLocation();
  // The last choice, while the reader is still where it left them: on the page it was made on (its navigation lands
  // a render or more later, in the host) or the page it opened (`at`: that location's key). A second Enter there
  // (a double press, or one after the page has come) was a plain submission of the emptied field: the whole shelf,
  // not the chosen book. Typing ends it, and so does any other move (Back, a link).
  const [chosen, setChosen] = useState<{ at: string; to: string } | null>(null);
  if (chosen !== null && chosen.at !== location.key) {
    setChosen(location.pathname + location.search === chosen.to ? { at: location.key, to: chosen.to } : null);
  }

  const options = useMemo<ComboboxOption[]>(() => {
    const trimmed = query.trim();
    if (trimmed === '') return [];
    const all: ComboboxOption = { kind: 'book', title: `See all results for “${trimmed}”`, detail: 'On the shelf of every book', link: shelfSearchPath(trimmed), all: true };
    return [...searchCatalogue(trimmed, LISTED), all];
  }, [query]);
  const found = options.length - 1;

  // The index is built once (tens of ms on a slow phone): while the visitor has only focused the field, not on
  // their first keystroke.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return prepareCatalogueSearch();
    const idle = window.requestIdleCallback(() => prepareCatalogueSearch(), { timeout: 500 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  const expanded = open && options.length > 0;

  useEffect(() => {
    const text = !expanded ? '' : found === 0 ? `No matches for ${query.trim()}. Press Enter to search the shelf.` : `${found} ${found === 1 ? 'result' : 'results'}. Use the up and down arrows to choose.`;
    const timer = setTimeout(() => setAnnouncement(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [expanded, found, query]);

  const change = useCallback((value: string) => {
    setQuery(value);
    setChosen(null);
    setOpen(value.trim() !== '');
    setActive(-1);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const pick = useCallback(
    (option: ComboboxOption) => {
      close();
      setQuery('');
      const { pathname, search } = resolvePath(option.link);
      setChosen({ at: location.key, to: pathname + search });
      choose(option);
    },
    [choose, close, location.key],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!expanded) {
        setOpen(true);
        setActive(down ? 0 : count - 1);
      } else {
        setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
      }
    } else if (event.key === 'Enter') {
      const option = expanded ? options[active] : undefined;
      if (option) {
        event.preventDefault(); // an active option is a choice, not a submission of the form
        pick(option);
      } else if (chosen !== null && query === '') {
        event.preventDefault(); // the choice made already, pressed again
      } else {
        close(); // the form sends the search: its results are the page, the suggestions no longer lie over them
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (query !== '') {
        event.preventDefault();
        change('');
      }
    }
  };

  return { query, options, expanded, active, setActive, announcement, change, close, open: () => setOpen(query.trim() !== ''), pick, onKeyDown };
}
