import { useEffect, useState } from 'react';
import { fetchSignupCounts, type SignupCounts } from '../api/signups-api';
import { reportLoadFailure } from './report-load-failure';

export type CountsState = { status: 'loading' } | { status: 'ready'; counts: SignupCounts } | { status: 'error' };

/** The three counters; `reloadKey` changing (after a clear, on Retry) counts again. */
export function useSignupCounts(reloadKey: number): CountsState {
  const [state, setState] = useState<CountsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchSignupCounts().then(
      (counts) => {
        if (current) setState({ status: 'ready', counts });
      },
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'error' });
        reportLoadFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [reloadKey]);
  return state;
}
