import { useCallback, useEffect, useRef, useState } from 'react';
import type { NewsletterSignup } from '@wanderpages/shared';
import { fetchSignupPage, LIST_PAGE_SIZE, type SignupFilters } from '../api/signups-api';
import { reportLoadFailure } from './report-load-failure';

export interface SignupListState {
  status: 'loading' | 'ready' | 'error';
  rows: NewsletterSignup[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

/**
 * The Recent Signups list, one server page at a time, newest first. New filters or a new `reloadKey`
 * start again from the first page; answers to a superseded request are dropped.
 */
export function useSignupList(filters: SignupFilters, reloadKey: number): SignupListState {
  const [status, setStatus] = useState<SignupListState['status']>('loading');
  const [rows, setRows] = useState<NewsletterSignup[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);
  const busy = useRef(false);
  const { search, source } = filters;

  useEffect(() => {
    const mine = ++generation.current;
    busy.current = true;
    setStatus('loading');
    setLoadingMore(false);
    fetchSignupPage({ search, source }, 0).then(
      (page) => {
        if (mine !== generation.current) return;
        busy.current = false;
        setRows(page.rows);
        setHasMore(page.hasMore);
        setStatus('ready');
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        busy.current = false;
        setRows([]);
        setHasMore(false);
        setStatus('error');
        reportLoadFailure(error);
      },
    );
  }, [search, source, reloadKey]);

  const offset = rows.length;
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    const mine = generation.current;
    busy.current = true;
    setLoadingMore(true);
    fetchSignupPage({ search, source }, offset, LIST_PAGE_SIZE).then(
      (page) => {
        if (mine !== generation.current) return;
        busy.current = false;
        setLoadingMore(false);
        setRows((previous) => {
          // Someone may subscribe between two pages, pushing a row already shown onto this page.
          const shown = new Set(previous.map((row) => row.id));
          return [...previous, ...page.rows.filter((row) => !shown.has(row.id))];
        });
        setHasMore(page.hasMore);
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        busy.current = false;
        setLoadingMore(false);
        reportLoadFailure(error);
      },
    );
  }, [search, source, offset, hasMore]);

  return { status, rows, hasMore, loadingMore, loadMore };
}
