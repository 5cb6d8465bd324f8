/**
 * The whole catalogue as one list: every book with its id and page, and what gathers books (a continent knows
 * its books through their places; a region through its page's list). The shelf (/books), the book pages and
 * the search index read this; the spec's pages keep their own curated lists.
 */
import { BOOK_SETTINGS } from './book-settings';
import { BOOKS, type BookId } from './books';
import { CONTINENTS, type ContinentSlug } from './continents';
import { REGIONS, type Region, type RegionSlug } from './regions';
import type { Book, BookSetting } from './types';

/** A book with its id and its setting: what the shelf, the book pages and search work with. */
export interface ShelfBook extends Book, BookSetting {
  id: BookId;
}

/** Sorting key: a title without its leading article, so "The Leopard" sits under L. */
function sortKey(title: string): string {
  return title.replace(/^(the|a|an)\s+/i, '').replace(/^['‘’"]+/, '').toLowerCase();
}

/** Every book with its setting, in the order of books.ts: for what needs each book but not their order (the routes). */
export const SHELF_BOOKS: readonly ShelfBook[] = (Object.keys(BOOKS) as BookId[]).map((id) => ({ id, ...BOOKS[id], ...BOOK_SETTINGS[id] }));

let byTitle: readonly ShelfBook[] | undefined;

/**
 * Every book, by title. Sorted on first use rather than when the catalogue's code loads: the first Intl.Collator a
 * page creates costs 20–70 ms with the CPU slowed 4× (ICU's collation data), inside the takeover's task, and the
 * continent, region and genre pages never need this order (bench/FINDINGS.md, fifth round). One collator for the
 * whole sort: `localeCompare(other, 'en')` sets one up on every call.
 */
export function shelfByTitle(): readonly ShelfBook[] {
  if (!byTitle) {
    const collator = new Intl.Collator('en');
    byTitle = SHELF_BOOKS.map((book) => ({ book, key: sortKey(book.title) }))
      .sort((a, b) => collator.compare(a.key, b.key))
      .map(({ book }) => book);
  }
  return byTitle;
}

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
  return shelfByTitle().filter((book) => book.place.continent === slug);
}
