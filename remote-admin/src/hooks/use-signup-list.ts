import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NewsletterSignup } from '@wanderpages/shared';
import type { ApiResult } from '../api/api-result';
import type { Prefetched } from '../api/dashboard-prefetch';
import { fetchSignupPage, LIST_PAGE_SIZE, type SignupFilters, type SignupPage } from '../api/signups-api';
import { reportLoadFailure } from '../toast/report-load-failure';

export interface SignupListState {
  status: 'loading' | 'ready' | 'error';
  rows: NewsletterSignup[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

/**
 * The Recent Signups list, one server page at a time, newest first. New filters or a new `reloadKey`
 * start again from the first page; answers to a superseded request are dropped. `prefetched` is the first
 * page (no filters) read before the dashboard mounted: drawn at once if it is already here, awaited otherwise,
 * and used for the first load only.
 */
export function useSignupList(filters: SignupFilters, reloadKey: number, prefetched?: Prefetched<SignupPage>): SignupListState {
  // Only the first render's `prefetched` counts (a later one would be stale).
  const [initial] = useState(() => prefetched);
  const [status, setStatus] = useState<SignupListState['status']>(initial?.value ? 'ready' : 'loading');
  const [rows, setRows] = useState<NewsletterSignup[]>(initial?.value?.rows ?? []);
  const [hasMore, setHasMore] = useState(initial?.value?.hasMore ?? false);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);
  const busy = useRef(false);
  const firstLoad = useRef(initial);
  const { search, source } = filters;

  useEffect(() => {
    const mine = ++generation.current;
    const prefetch = firstLoad.current;
    firstLoad.current = undefined;
    busy.current = true;
    if (prefetch?.value) {
      // Already drawn by the first render.
      busy.current = false;
      return;
    }
    setStatus('loading');
    setLoadingMore(false);
    const load = () => fetchSignupPage({ search, source }, 0);
    const read = prefetch
      ? prefetch.promise.then((page): Promise<ApiResult<SignupPage>> => (page ? Promise.resolve({ status: 'ok', data: page }) : load()))
      : load();
    void read.then((result) => {
      if (mine !== generation.current) return;
      busy.current = false;
      if (result.status === 'ok') {
        setRows(result.data.rows);
        setHasMore(result.data.hasMore);
        setStatus('ready');
        return;
      }
      setRows([]);
      setHasMore(false);
      setStatus('error');
      reportLoadFailure(result.error);
    });
  }, [search, source, reloadKey]);

  const offset = rows.length;
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    const mine = generation.current;
    busy.current = true;
    setLoadingMore(true);
    void fetchSignupPage({ search, source }, offset, LIST_PAGE_SIZE).then((result) => {
      if (mine !== generation.current) return;
      busy.current = false;
      setLoadingMore(false);
      if (result.status === 'failed') {
        reportLoadFailure(result.error);
        return;
      }
      const page = result.data;
      setRows((previous) => {
        // Someone may subscribe between two pages, pushing a row already shown onto this page.
        const shown = new Set(previous.map((row) => row.id));
        return [...previous, ...page.rows.filter((row) => !shown.has(row.id))];
      });
      setHasMore(page.hasMore);
    });
  }, [search, source, offset, hasMore]);

  // One object per change, so a memoised list skips the dashboard's unrelated renders (export progress, dialog).
  return useMemo(() => ({ status, rows, hasMore, loadingMore, loadMore }), [status, rows, hasMore, loadingMore, loadMore]);
}
