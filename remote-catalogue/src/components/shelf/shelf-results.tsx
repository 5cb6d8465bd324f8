import styled from 'styled-components';
import { ButtonLink } from '@wanderpages/shared';
import type { ShelfBook } from '../../data/shelf';
import { ShelfGrid } from './shelf-grid';

const Status = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(5)};
  font-weight: 600;
  color: ${({ theme }) => theme.color.inkSoft};
`;

const Empty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.white};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 { margin-bottom: ${({ theme }) => theme.space(2)}; }
  p { color: ${({ theme }) => theme.color.inkSoft}; margin: 0 0 ${({ theme }) => theme.space(5)}; }
`;

interface ShelfResultsProps {
  /** The books to show, in order; null while the text search is still loading. */
  books: readonly ShelfBook[] | null;
  total: number;
  searchFailed: boolean;
}

function statusText({ books, total, searchFailed }: ShelfResultsProps): string {
  if (searchFailed) return 'Search is unavailable right now, so only the filters apply. Please try again later.';
  if (books === null) return 'Searching the shelf…';
  if (books.length === 0) return 'No books match.';
  if (books.length === total) return `Showing all ${total} books`;
  return `Showing ${books.length} of ${total} ${total === 1 ? 'book' : 'books'}`;
}

/** How many books the filters leave (announced politely as it changes), the books, or a way out of an empty shelf. */
export function ShelfResults(props: ShelfResultsProps) {
  const { books } = props;
  return (
    <>
      <Status role="status">{statusText(props)}</Status>
      {books && books.length > 0 && <ShelfGrid books={books} />}
      {books && books.length === 0 && (
        <Empty>
          <h3>Nothing on the shelf matches these filters</h3>
          <p>Try another place or genre, or start again with every book.</p>
          <ButtonLink to="/books" $variant="secondary">
            Reset filters
          </ButtonLink>
        </Empty>
      )}
    </>
  );
}
