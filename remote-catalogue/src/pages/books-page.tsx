import { useMemo } from 'react';
import styled from 'styled-components';
import { CatalogueSection } from '../components/catalogue-section';
import { BACK_HOME, PageFrame } from '../components/page-frame';
import { ShelfFilterForm } from '../components/shelf/shelf-filter-form';
import { ShelfResults } from '../components/shelf/shelf-results';
import { SHELF_BY_TITLE, type ShelfBook } from '../data/shelf';
import { filterShelf } from '../data/shelf-filters';
import { useShelfFilters } from '../hooks/use-shelf-filters';
import { useShelfSearch } from '../hooks/use-shelf-search';

/** Only where scripting is off (docs/decisions/044): the form's filters and search are applied by script. */
const NeedsScriptNote = styled.p`
  display: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-weight: 600;
  @media (scripting: none) {
    display: block;
  }
`;

/**
 * /books: every book in the catalogue, filtered by continent, region and genre and searched by title, author or
 * place, with the filters in the URL. Its HTML fragment is the whole shelf; the URL's filters apply in the
 * browser once the page is hydrated. Until then, at an address with a query, the fragment's results give way to a
 * neutral status (shelf-results.tsx).
 */
export function BooksPage() {
  const { filters, chosen, apply, fromUrl } = useShelfFilters();
  const search = useShelfSearch(filters.q);
  const passing = useMemo(() => filterShelf(SHELF_BY_TITLE, filters), [filters]);
  let books: readonly ShelfBook[] | null = passing;
  if (search.status === 'loading') books = null;
  if (search.status === 'ready') {
    const byId = new Map(passing.map((book) => [book.id as string, book]));
    books = search.ids.flatMap((id) => byId.get(id) ?? []);
  }
  return (
    <PageFrame
      title="All books"
      eyebrow="The Wanderpages shelf"
      lead={`Every book in the catalogue, from Tuscany to Tokyo: ${SHELF_BY_TITLE.length} novels, memoirs, histories and poems. Filter them by continent, region or genre, or search for a place, a title or an author.`}
      gradient={['teal', 'ocean']}
      back={BACK_HOME}
      trail={[{ label: 'Books' }, { label: 'All books' }]}
    >
      <CatalogueSection title="Find your next book">
        <ShelfFilterForm filters={chosen} onApply={apply} />
        <NeedsScriptNote>Searching and filtering the shelf need JavaScript: turn it on in your browser to narrow it down. Here is every book.</NeedsScriptNote>
        <ShelfResults books={books} total={SHELF_BY_TITLE.length} searchFailed={search.status === 'failed'} fromUrl={fromUrl} />
      </CatalogueSection>
    </PageFrame>
  );
}
