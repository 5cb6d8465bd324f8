import styled from 'styled-components';
import { ADDRESS_HAS_QUERY_SELECTOR, ButtonLink } from '@wanderpages/shared';
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

const SEARCHING = 'Searching the shelf…';

/** What stands in for the fragment's results at an address with a query, until the script has rendered its own. */
const Pending = styled(Status)``;

const Found = styled.div``;

/**
 * At an address with a query the fragment's results are the wrong ones (every book, "Showing all 106 books") until
 * the script has rendered the URL's, so they give way to a neutral status. The edge says the address has a query
 * (shared's ADDRESS_HAS_QUERY_SELECTOR, a meta beside the canonical link: decision 045); at /books nothing changes.
 * Where scripting is off nothing will render the query's results: every book stays, with the page's note
 * (books-page.tsx). Once the script has rendered the results from the URL, the mark no longer matters.
 */
const QUERY = `html:has(${ADDRESS_HAS_QUERY_SELECTOR})`;
const Results = styled.div`
  & > ${Pending} { display: none; }
  ${QUERY} &[data-prerendered] > ${Pending} { display: block; }
  ${QUERY} &[data-prerendered] > ${Found} { display: none; }
  @media (scripting: none) {
    ${QUERY} &[data-prerendered] > ${Pending} { display: none; }
    ${QUERY} &[data-prerendered] > ${Found} { display: block; }
  }
`;

interface ShelfResultsProps {
  /** The books to show, in order; null while the text search is still loading. */
  books: readonly ShelfBook[] | null;
  total: number;
  searchFailed: boolean;
  /** false in the fragment and while it hydrates: `books` are the unfiltered shelf, whatever the URL says. */
  fromUrl: boolean;
}

function statusText({ books, total, searchFailed }: ShelfResultsProps): string {
  if (searchFailed) return 'Search is unavailable right now, so only the filters apply. Please try again later.';
  if (books === null) return SEARCHING;
  if (books.length === 0) return 'No books match.';
  if (books.length === total) return `Showing all ${total} books`;
  return `Showing ${books.length} of ${total} ${total === 1 ? 'book' : 'books'}`;
}

/** How many books the filters leave (announced politely as it changes), the books, or a way out of an empty shelf. */
export function ShelfResults(props: ShelfResultsProps) {
  const { books, fromUrl } = props;
  return (
    // data-prerendered until the script has rendered the results from the URL (the fragment, and while it hydrates).
    <Results data-prerendered={fromUrl ? undefined : ''}>
      {!fromUrl && <Pending>{SEARCHING}</Pending>}
      <Found>
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
      </Found>
    </Results>
  );
}
