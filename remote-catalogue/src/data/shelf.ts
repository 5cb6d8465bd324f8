/**
 * The whole catalogue as one list: every book with its id and page, and what gathers books (a continent knows
 * its books through their places; a region through its page's list). The shelf (/books), the book pages and
 * the search index read this; the spec's pages keep their own curated lists.
 */
import { BOOK_SETTINGS } from './book-settings';
import { BOOKS, type BookId } from './books';
import { BOOKS_BY_TITLE } from './generated/books-by-title';
import { CONTINENTS, type ContinentSlug } from './continents';
import { REGIONS, type Region, type RegionSlug } from './regions';
import type { Book, BookSetting } from './types';

/** A book with its id and its setting: what the shelf, the book pages and search work with. */
export interface ShelfBook extends Book, BookSetting {
  id: BookId;
}

/** Every book with its setting, in the order of books.ts: for what needs each book but not their order (the routes). */
export const SHELF_BOOKS: readonly ShelfBook[] = (Object.keys(BOOKS) as BookId[]).map((id) => ({ id, ...BOOKS[id], ...BOOK_SETTINGS[id] }));

const BY_ID = new Map(SHELF_BOOKS.map((book) => [book.id, book] as const));

/**
 * Every book, by title (a leading article ignored): the same objects as SHELF_BOOKS, in the order worked out when
 * the data is generated (scripts/title-order-module.ts), since sorting here would set up ICU's collation in the
 * browser, a long task of its own (docs/decisions/042-shelf-order-at-build-time.md).
 */
export const SHELF_BY_TITLE: readonly ShelfBook[] = BOOKS_BY_TITLE.flatMap((id) => BY_ID.get(id) ?? []);

export function findRegion(slug: RegionSlug): Region {
  const region = REGIONS.find((candidate) => candidate.slug === slug);
  if (!region) throw new Error(`Unknown region ${slug}`);
  return region;
}

export function continentName(slug: ContinentSlug): string {
  return CONTINENTS.find((continent) => continent.slug === slug)?.name ?? slug;
}

/** A continent's books, by title: every book whose place is on it. */
export function continentBooks(slug: ContinentSlug): ShelfBook[] {
  return SHELF_BY_TITLE.filter((book) => book.place.continent === slug);
}
