/**
 * What the search index holds: every book, region, continent and genre of the catalogue, each with the words
 * it can be found by and the page it leads to. Built from the catalogue's own data, nothing typed twice.
 */
import type { CatalogueSearchKind } from '@wanderpages/shared';
import { BOOK_GENRES, bookGenre } from '../data/book-genres';
import { CONTINENTS } from '../data/continents';
import { aliasesOf } from '../data/place-aliases';
import { REGIONS } from '../data/regions';
import { bookPath, placeLabel } from '../data/book-links';
import { continentBooks, continentName, findRegion, SHELF_BY_TITLE } from '../data/shelf';

export interface SearchDocument {
  /** "<kind>:<slug or book id>" */
  id: string;
  kind: CatalogueSearchKind;
  title: string;
  author: string;
  place: string;
  region: string;
  country: string;
  continent: string;
  genre: string;
  /** Other words for its places and genre (place-aliases.ts, book-genres.ts). */
  aliases: string;
  detail: string;
  link: string;
}

/** The fields search looks in, and how much a match in each counts. */
export const SEARCH_FIELDS = ['title', 'author', 'place', 'region', 'country', 'continent', 'genre', 'aliases'] as const;
export const FIELD_BOOSTS: Partial<Record<(typeof SEARCH_FIELDS)[number], number>> = {
  title: 3,
  author: 2,
  place: 2,
  region: 1.5,
  continent: 0.5,
  aliases: 0.8,
};

const EMPTY = { author: '', place: '', region: '', country: '', continent: '', genre: '', aliases: '' };

const count = (n: number) => `${n} ${n === 1 ? 'book' : 'books'}`;

export function searchDocuments(): SearchDocument[] {
  const shelf = SHELF_BY_TITLE;
  const books: SearchDocument[] = shelf.map((book) => {
    const region = book.place.region ? findRegion(book.place.region).name : '';
    const continent = continentName(book.place.continent);
    const genre = bookGenre(book.genre);
    return {
      id: `book:${book.id}`,
      kind: 'book',
      title: book.title,
      author: book.author,
      place: book.place.name,
      region,
      country: book.place.country,
      continent,
      genre: genre.name,
      aliases: aliasesOf(book.place.name, region, book.place.country, continent).join(' '),
      detail: `${book.author} · ${placeLabel(book.place)}`,
      link: bookPath(book.id),
    };
  });
  const regions: SearchDocument[] = REGIONS.map((region) => {
    const continent = continentName(region.continent);
    return {
      ...EMPTY,
      id: `region:${region.slug}`,
      kind: 'region',
      title: region.name,
      country: region.country,
      continent,
      aliases: aliasesOf(region.name, region.country).join(' '),
      detail: `${region.country} · ${continent} · ${count(region.bookIds.length)}`,
      link: `/destinations/regions/${region.slug}`,
    };
  });
  const continents: SearchDocument[] = CONTINENTS.map((continent) => ({
    ...EMPTY,
    id: `continent:${continent.slug}`,
    kind: 'continent',
    title: continent.name,
    aliases: aliasesOf(continent.name).join(' '),
    detail: `${continent.tagline} · ${count(continentBooks(continent.slug).length)}`,
    link: `/destinations/${continent.slug}`,
  }));
  const genres: SearchDocument[] = BOOK_GENRES.map((genre) => ({
    ...EMPTY,
    id: `genre:${genre.slug}`,
    kind: 'genre',
    title: genre.name,
    aliases: genre.aliases.join(' '),
    detail: count(shelf.filter((book) => book.genre === genre.slug).length),
    link: genre.link,
  }));
  return [...regions, ...continents, ...genres, ...books];
}
