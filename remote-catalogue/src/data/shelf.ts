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

// One collator for the whole sort: `localeCompare(other, 'en')` sets one up on every call, and this list is built
// when the catalogue's code first runs, in one of the takeover's long tasks on a slow phone.
const byTitle = new Intl.Collator('en');

/** Every book, by title. */
export const SHELF: readonly ShelfBook[] = (Object.keys(BOOKS) as BookId[])
  .map((id) => ({ book: { id, ...BOOKS[id], ...BOOK_SETTINGS[id] }, key: sortKey(BOOKS[id].title) }))
  .sort((a, b) => byTitle.compare(a.key, b.key))
  .map(({ book }) => book);

export function findRegion(slug: RegionSlug): Region {
  const region = REGIONS.find((candidate) => candidate.slug === slug);
  if (!region) throw new Error(`Unknown region ${slug}`);
  return region;
}

export function continentName(slug: ContinentSlug): string {
  return CONTINENTS.find((continent) => continent.slug === slug)?.name ?? slug;
}

/** A continent's books: every book whose place is on it. */
export function continentBooks(slug: ContinentSlug): ShelfBook[] {
  return SHELF.filter((book) => book.place.continent === slug);
}
