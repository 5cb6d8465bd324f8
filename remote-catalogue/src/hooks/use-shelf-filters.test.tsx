import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
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

describe('history: Back undoes one field\'s edit at once', () => {
  function renderShelfHistory() {
    const { result } = renderHook(() => ({ shelf: useShelfFilters(), location: useLocation(), navigate: useNavigate() }), { wrapper: at('/books') });
    const apply = (...args: Parameters<typeof result.current.shelf.apply>) => act(() => result.current.shelf.apply(...args));
    const back = () => act(() => result.current.navigate(-1));
    const address = () => `${result.current.location.pathname}${result.current.location.search}`;
    return { apply, back, address };
  }

  it('every region a list passes is one entry; another field\'s change is the next', async () => {
    const { apply, back, address } = renderShelfHistory();
    await apply({ q: '', genre: 'poetry' }, 'genre');
    for (const region of ['tuscany', 'provence', 'tokyo'] as const) await apply({ q: '', genre: 'poetry', region }, 'region');
    expect(address()).toBe('/books?region=tokyo&genre=poetry');
    await back();
    expect(address()).toBe('/books?genre=poetry');
    await back();
    expect(address()).toBe('/books');
  });

  it('typing is one entry; a submission of what it shows already adds none, but ends it: more typing is the next', async () => {
    const { apply, back, address } = renderShelfHistory();
    for (const q of ['k', 'ky', 'kyoto']) await apply({ q }, 'q');
    await apply({ q: 'kyoto' }); // "Show books", or Enter, on the shelf the typing has already shown
    for (const q of ['kyoto s', 'kyoto sn']) await apply({ q }, 'q');
    await apply({ q: 'kyoto sn', genre: 'history' }, 'genre');
    expect(address()).toBe('/books?q=kyoto+sn&genre=history');
    await back();
    expect(address()).toBe('/books?q=kyoto+sn');
    await back();
    expect(address()).toBe('/books?q=kyoto');
    await back();
    expect(address()).toBe('/books');
  });

  it('a choice then "Show books" is one entry: Back goes to the shelf before the choice', async () => {
    const { apply, back, address } = renderShelfHistory();
    await apply({ q: '', continent: 'africa' }, 'continent');
    await apply({ q: '', continent: 'africa' });
    await apply({ q: '', continent: 'africa' }); // pressed twice
    expect(address()).toBe('/books?continent=africa');
    await back();
    expect(address()).toBe('/books');
  });

  it('a submission that changes the address is an entry of its own', async () => {
    const { apply, back, address } = renderShelfHistory();
    await apply({ q: '', genre: 'poetry' }, 'genre');
    await apply({ q: 'basho', genre: 'poetry' }); // a field changed without its own event (autofill), then sent
    expect(address()).toBe('/books?q=basho&genre=poetry');
    await back();
    expect(address()).toBe('/books?genre=poetry');
  });
});
