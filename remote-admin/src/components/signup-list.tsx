import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, EmptyState } from '@wanderpages/shared';
import { useFocusWhenRemoved } from '../hooks/use-focus-when-removed';
import type { SignupListState } from '../hooks/use-signup-list';
import { SignupRow } from './signup-row';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Note = styled.div`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.inkSoft};
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  strong { color: ${({ theme }) => theme.color.ink}; }
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(5)};
`;

const MoreStatus = styled.span`
  color: ${({ theme }) => theme.color.inkSoft};
`;

interface Props {
  list: SignupListState;
  filtered: boolean;
  onRetry(): void;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * Recent Signups: the pages loaded so far. Scrolling near the end loads the next page (IntersectionObserver);
 * the Load more button does the same for keyboards and browsers without it.
 */
export const SignupList = memo(function SignupList({ list, filtered, onRetry, labelledBy }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore, status } = list;
  const rowList = useRef<HTMLUListElement>(null);
  const drawnRows = useRef(list.rows.length);
  // Load more goes with the last page: the focus moves on to the first row that page brought (the last row, if it
  // brought none that was not already shown), where the reading goes on.
  const loadMoreButton = useFocusWhenRemoved(() => {
    const rows = rowList.current?.children;
    const next = rows?.item(Math.min(drawnRows.current, rows.length - 1));
    return next instanceof HTMLElement ? next : null;
  });
  // After the effect above: until then it reads how many rows were drawn before this commit.
  useLayoutEffect(() => {
    drawnRows.current = list.rows.length;
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || status !== 'ready' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: '400px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore, status]);

  if (status === 'loading') {
    return (
      <Note role="status">
        <p>Loading signups...</p>
      </Note>
    );
  }
  if (status === 'error') {
    return (
      <Note>
        <p>The signups could not be loaded.</p>
        <Button $variant="secondary" $size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Note>
    );
  }
  if (list.rows.length === 0) {
    return filtered ? (
      <EmptyState role="status" title="No signups match this search." />
    ) : (
      <EmptyState role="status" title="No newsletter signups yet">
        Signups will appear here when visitors subscribe to your newsletter.
      </EmptyState>
    );
  }
  return (
    <>
      <Rows ref={rowList} aria-labelledby={labelledBy}>
        {list.rows.map((signup) => (
          <SignupRow key={signup.id} signup={signup} />
        ))}
      </Rows>
      {hasMore && (
        <More ref={sentinel}>
          {/* aria-disabled, not disabled: the button keeps keyboard focus while the page arrives. */}
          <Button ref={loadMoreButton} $variant="secondary" onClick={loadMore} aria-disabled={list.loadingMore}>
            Load more
          </Button>
          {list.loadingMore && <MoreStatus role="status">Loading signups...</MoreStatus>}
        </More>
      )}
    </>
  );
});
