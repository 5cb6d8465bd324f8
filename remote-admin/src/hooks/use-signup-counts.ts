import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../api/api-result';
import type { Prefetched } from '../api/dashboard-prefetch';
import { fetchSignupCounts, type SignupCounts } from '../api/signups-api';
import { reportLoadFailure } from '../toast/report-load-failure';

export type CountsState = { status: 'loading' } | { status: 'ready'; counts: SignupCounts } | { status: 'error' };

/**
 * The three counters; `reloadKey` changing (after a clear, on Retry) counts again. `prefetched`: the counts
 * read before the dashboard mounted, used (drawn at once, or awaited) for the first load only.
 */
export function useSignupCounts(reloadKey: number, prefetched?: Prefetched<SignupCounts>): CountsState {
  const [initial] = useState(() => prefetched);
  const [state, setState] = useState<CountsState>(initial?.value ? { status: 'ready', counts: initial.value } : { status: 'loading' });
  const firstLoad = useRef(initial);
  useEffect(() => {
    const prefetch = firstLoad.current;
    firstLoad.current = undefined;
    if (prefetch?.value) return; // already drawn by the first render
    let current = true;
    const read = prefetch
      ? prefetch.promise.then((counts): Promise<ApiResult<SignupCounts>> => (counts ? Promise.resolve({ status: 'ok', data: counts }) : fetchSignupCounts()))
      : fetchSignupCounts();
    void read.then((result) => {
      if (!current) return;
      if (result.status === 'ok') {
        setState({ status: 'ready', counts: result.data });
        return;
      }
      setState({ status: 'error' });
      reportLoadFailure(result.error);
    });
    return () => {
      current = false;
    };
  }, [reloadKey]);
  return state;
}
