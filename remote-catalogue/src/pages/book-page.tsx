import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookCover } from '../components/book-cover';
import { CatalogueSection } from '../components/catalogue-section';
import { PageFrame } from '../components/page-frame';
import { ShelfGrid } from '../components/shelf/shelf-grid';
import { StructuredData } from '../components/structured-data';
import { bookGenre } from '../data/book-genres';
import { placeLabel } from '../data/book-links';
import { bookThing } from '../data/schema-org';
import { continentName, findRegion, SHELF_BY_TITLE, type ShelfBook } from '../data/shelf';

const COVER_WIDTH = '260px';

/** The cover above the facts on a phone; beside them from the `md` breakpoint on, as every min-width rule of the site. */
const Facts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, ${COVER_WIDTH}) minmax(0, 1fr);
  }
`;

/** A cover is a book's shape at any width: above the facts it keeps its column's width, not the page's. */
const CoverFrame = styled.div`
  width: 100%;
  max-width: ${COVER_WIDTH};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin: 0;
  dt { font-weight: 700; color: ${({ theme }) => theme.color.tealDark}; }
  dd { margin: 0; }
  a { color: ${({ theme }) => theme.color.terracottaDark}; font-weight: 600; }
`;

/** Up to three other books from the closest place the catalogue has: the same region, country, or continent. */
function neighbours(book: ShelfBook): { where: string; books: ShelfBook[] } {
  const others = SHELF_BY_TITLE.filter((other) => other.id !== book.id);
  const region = book.place.region;
  const candidates: Array<[string, ShelfBook[]]> = [
    [region ? findRegion(region).name : '', region ? others.filter((other) => other.place.region === region) : []],
    [book.place.name, others.filter((other) => other.place.name === book.place.name)],
    [book.place.country, others.filter((other) => other.place.country === book.place.country)],
    [continentName(book.place.continent), others.filter((other) => other.place.continent === book.place.continent)],
  ];
  const [where, books] = candidates.find(([, found]) => found.length > 0) ?? ['', []];
  return { where, books: books.slice(0, 3) };
}

/** /books/<id>: one book, the place it captures (with the page that gathers its books) and its neighbours. */
export function BookPage({ book }: { book: ShelfBook }) {
  const genre = bookGenre(book.genre);
  const region = book.place.region ? findRegion(book.place.region) : undefined;
  const placePage = region
    ? { to: `/destinations/regions/${region.slug}`, label: `More books set in ${region.name}` }
    : { to: `/destinations/${book.place.continent}`, label: `More books set in ${continentName(book.place.continent)}` };
  const near = neighbours(book);
  return (
    <PageFrame
      title={book.title}
      eyebrow={`${genre.name} · ${placeLabel(book.place)}`}
      lead={book.description}
      gradient={[book.coverColor, 'slate']}
      back={{ to: '/books', label: 'All books' }}
      // "All books", not "Books": the header's Books leads to the genre pages (the spec's), this crumb to the shelf.
      trail={[{ label: 'All books', to: '/books' }, { label: book.title }]}
    >
      <CatalogueSection title="About this book">
        <Facts>
          <CoverFrame>
            <BookCover id={book.id} book={book} />
          </CoverFrame>
          <List>
            <dt>Author</dt>
            <dd>{book.author}</dd>
            <dt>Kind</dt>
            <dd>{book.category}</dd>
            <dt>Genre</dt>
            <dd>
              <Link to={genre.link}>{genre.name}</Link>
            </dd>
            <dt>Place</dt>
            <dd>
              {placeLabel(book.place)} · <Link to={placePage.to}>{placePage.label}</Link>
            </dd>
          </List>
        </Facts>
        <StructuredData data={bookThing(book)} />
      </CatalogueSection>
      {near.books.length > 0 && (
        <CatalogueSection tone="sand" title={`Also set in ${near.where.replace(/^the /, '')}`}>
          <ShelfGrid books={near.books} balanced />
        </CatalogueSection>
      )}
    </PageFrame>
  );
}
