import { useEffect, useState } from 'react';

export type ShelfSearch =
  | { status: 'none' | 'loading' | 'failed' }
  | { status: 'ready'; ids: readonly string[] };

type Outcome = { query: string; ids?: readonly string[] };

/**
 * The books matching the shelf's text query, best first. The search code is a chunk of its own, fetched only
 * when there is a query, so the shelf's first paint never waits for it.
 */
export function useShelfSearch(query: string): ShelfSearch {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (query === '') return;
    let current = true;
    import('../search/catalogue-search').then(
      ({ searchBookIds }) => current && setOutcome({ query, ids: searchBookIds(query) }),
      (error: unknown) => {
        console.error('The shelf search could not be loaded:', error);
        if (current) setOutcome({ query });
      },
    );
    return () => {
      current = false;
    };
  }, [query]);
  if (query === '') return { status: 'none' };
  if (outcome?.query !== query) return { status: 'loading' };
  return outcome.ids ? { status: 'ready', ids: outcome.ids } : { status: 'failed' };
}
