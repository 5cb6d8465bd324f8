import type { ReactElement } from 'react';
import { CONTINENTS } from '../data/continents';
import { REGIONS } from '../data/regions';
import { bookPath } from '../data/book-links';
import { SHELF_BOOKS } from '../data/shelf';
import { BookPage } from '../pages/book-page';
import { BooksPage } from '../pages/books-page';
import { ContinentPage } from '../pages/continent-page';
import { HistoryPage } from '../pages/history-page';
import { LiteraryFictionPage } from '../pages/literary-fiction-page';
import { MysteryPage } from '../pages/mystery-page';
import { PoetryPage } from '../pages/poetry-page';
import { RegionPage } from '../pages/region-page';

export interface CatalogueRoute {
  /** The full path (the host sends /destinations/*, /genres/* and /books/* here; no route takes parameters). */
  path: string;
  element: ReactElement;
}

/**
 * Every page the catalogue serves: the one list the router (CatalogueRoutes) and the build's HTML fragments
 * (src/fragments.tsx) both read, so a page added here is routed and prerendered with no second list to update.
 */
export const CATALOGUE_ROUTES: readonly CatalogueRoute[] = [
  ...CONTINENTS.map((continent) => ({ path: `/destinations/${continent.slug}`, element: <ContinentPage continent={continent} /> })),
  ...REGIONS.map((region) => ({ path: `/destinations/regions/${region.slug}`, element: <RegionPage region={region} /> })),
  { path: '/genres/mystery', element: <MysteryPage /> },
  { path: '/genres/literary-fiction', element: <LiteraryFictionPage /> },
  { path: '/genres/history', element: <HistoryPage /> },
  { path: '/genres/poetry', element: <PoetryPage /> },
  { path: '/books', element: <BooksPage /> },
  ...SHELF_BOOKS.map((book) => ({ path: bookPath(book.id), element: <BookPage book={book} /> })),
];

/** A path under the catalogue's prefixes that it does not serve: what its not-found fragment is rendered at. */
export const CATALOGUE_NOT_FOUND_SAMPLE = '/destinations/not-a-page';
