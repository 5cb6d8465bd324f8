import { titleSortKey } from '../../scripts/title-order-module';
import { BOOK_GENRES } from './book-genres';
import { BOOKS, type BookId } from './books';
import { CONTINENTS } from './continents';
import { REGIONS } from './regions';
import { continentBooks, SHELF_BOOKS, SHELF_BY_TITLE as SHELF } from './shelf';

// Every book has the place it captures and a genre; regions and continents know their books.
it('every book has a place (name, country, continent) and a shelf genre', () => {
  expect(SHELF).toHaveLength(Object.keys(BOOKS).length);
  const genres = BOOK_GENRES.map((genre) => genre.slug);
  for (const book of SHELF) {
    expect(book.place.name.trim()).not.toBe('');
    expect(book.place.country.trim()).not.toBe('');
    expect(CONTINENTS.map((c) => c.slug)).toContain(book.place.continent);
    expect(genres).toContain(book.genre);
  }
});

it("a book names a region exactly when that region's page lists it, on the region's continent", () => {
  for (const region of REGIONS) {
    const placed = SHELF.filter((book) => book.place.region === region.slug).map((book) => book.id);
    expect([...placed].sort()).toEqual([...region.bookIds].sort());
    for (const id of placed) expect(SHELF.find((book) => book.id === id)?.place.continent).toBe(region.continent);
  }
});

it("a continent's books include the six it features, and every book is on one continent", () => {
  for (const continent of CONTINENTS) {
    const ids = continentBooks(continent.slug).map((book) => book.id);
    expect(ids).toEqual(expect.arrayContaining([...continent.featuredBookIds] as BookId[]));
  }
  expect(CONTINENTS.reduce((sum, continent) => sum + continentBooks(continent.slug).length, 0)).toBe(SHELF.length);
});

it('the shelf is in title order, ignoring a leading article', () => {
  const keys = SHELF.map((book) => titleSortKey(book.title));
  expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en')));
});

it('holds every book once in either order, the same objects', () => {
  expect(new Set(SHELF)).toEqual(new Set(SHELF_BOOKS));
  expect(SHELF).toHaveLength(SHELF_BOOKS.length);
  for (const book of SHELF) expect(SHELF_BOOKS).toContain(book);
});
