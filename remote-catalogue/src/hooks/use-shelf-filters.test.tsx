import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { NO_FILTERS } from '../data/shelf-filters';
import { useShelfFilters } from './use-shelf-filters';

const at = (entry: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };

// The render after hydration is synchronous; handing back the same object when nothing is filtered is what lets
// the memoised grid skip its hundred cards in it.
it.each(['/books', '/books?utm_source=newsletter', '/books?q=&genre=nonsense'])('on %s the filters are the one NO_FILTERS, render after render', (entry) => {
  const { result, rerender } = renderHook(() => useShelfFilters(), { wrapper: at(entry) });
  expect(result.current.filters).toBe(NO_FILTERS);
  rerender();
  expect(result.current.filters).toBe(NO_FILTERS);
});

it('reads the filters the URL sets, and keeps them from one render to the next', () => {
  const { result, rerender } = renderHook(() => useShelfFilters(), { wrapper: at('/books?continent=asia&q=%20tokyo%20') });
  const first = result.current.filters;
  expect(first).toEqual({ q: 'tokyo', continent: 'asia', region: undefined, genre: undefined });
  rerender();
  expect(result.current.filters).toBe(first);
});
