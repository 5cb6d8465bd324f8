import type { ExposesOf } from '@wanderpages/shared';
import { createConfig, type AppOptions, type BuildOptions } from '../rspack.base';

// Typed against the contract in shared: a missing or misspelt expose fails typecheck.
const exposes: ExposesOf<'catalogue'> = {
  './CatalogueRoutes': './src/exposed/catalogue-routes.tsx',
  './FeaturedBooks': './src/exposed/featured-books.tsx',
  './PopularDestinations': './src/exposed/popular-destinations.tsx',
  './GenreSection': './src/exposed/genre-section.tsx',
  './Search': './src/exposed/search.ts',
  './SearchBox': './src/exposed/search-box.tsx',
};

export const app: AppOptions = { app: 'remote-catalogue', name: 'catalogue', port: 3001, title: 'Wanderpages catalogue', exposes };

export default (build?: BuildOptions) => createConfig(app, build);
