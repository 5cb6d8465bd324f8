/**
 * The shelf's filters live in its URL (/books?continent=asia&genre=history&q=kyoto), so a filtered shelf can be
 * shared, bookmarked and reloaded, and the filter form works as a plain GET form. Unknown values are ignored.
 */
import { BOOK_GENRES, type BookGenreSlug } from './book-genres';
import { CONTINENTS, type ContinentSlug } from './continents';
import { REGIONS, type RegionSlug } from './regions';
import type { ShelfBook } from './shelf';

export interface ShelfFilters {
  q: string;
  continent?: ContinentSlug;
  region?: RegionSlug;
  genre?: BookGenreSlug;
}

/** One of the filter form's fields: the text, or one of its lists. */
export type ShelfField = keyof ShelfFilters;

export const NO_FILTERS: ShelfFilters = { q: '' };

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/**
 * The filters a query asks for. A region on another continent than the one asked for (a hand-made link, or the form
 * submitted without JavaScript, whose lists do not narrow each other) is dropped, as choosing that continent would.
 */
export function parseShelfFilters(search: string): ShelfFilters {
  const params = new URLSearchParams(search);
  const continent = oneOf(params.get('continent'), CONTINENTS.map((c) => c.slug));
  const region = REGIONS.find((r) => r.slug === params.get('region') && (!continent || r.continent === continent));
  return {
    q: (params.get('q') ?? '').trim(),
    continent,
    region: region?.slug,
    genre: oneOf(params.get('genre'), BOOK_GENRES.map((g) => g.slug)),
  };
}

/** The shelf's URL for these filters (only those set, in a fixed order). */
export function shelfPath(filters: ShelfFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.continent) params.set('continent', filters.continent);
  if (filters.region) params.set('region', filters.region);
  if (filters.genre) params.set('genre', filters.genre);
  const search = params.toString();
  return search ? `/books?${search}` : '/books';
}

export const shelfSearchPath = (q: string) => shelfPath({ q });

export function isFiltered(filters: ShelfFilters): boolean {
  return filters.q !== '' || Boolean(filters.continent || filters.region || filters.genre);
}

/** The books that pass the continent, region and genre filters (the text query is search's business). */
export function filterShelf(books: readonly ShelfBook[], filters: ShelfFilters): ShelfBook[] {
  return books.filter(
    (book) =>
      (!filters.continent || book.place.continent === filters.continent) &&
      (!filters.region || book.place.region === filters.region) &&
      (!filters.genre || book.genre === filters.genre),
  );
}
