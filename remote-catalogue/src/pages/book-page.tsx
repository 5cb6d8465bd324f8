import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookCover } from '../components/book-cover';
import { CatalogueSection } from '../components/catalogue-section';
import { PageFrame } from '../components/page-frame';
import { ShelfGrid } from '../components/shelf/shelf-grid';
import { bookGenre } from '../data/book-genres';
import { placeLabel } from '../data/book-links';
import { continentName, findRegion, SHELF_BY_TITLE, type ShelfBook } from '../data/shelf';

const Facts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 260px) 1fr;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

const CoverFrame = styled.div`
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
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
      trail={[{ label: 'Books', to: '/books' }, { label: book.title }]}
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
      </CatalogueSection>
      {near.books.length > 0 && (
        <CatalogueSection tone="sand" title={`Also set in ${near.where.replace(/^the /, '')}`}>
          <ShelfGrid books={near.books} />
        </CatalogueSection>
      )}
    </PageFrame>
  );
}
