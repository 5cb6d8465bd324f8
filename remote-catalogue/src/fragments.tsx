/** The catalogue's HTML fragments, rendered by its production build (rspack.base.ts): every page, three sections. */
import { runFragmentsCli } from '@wanderpages/shared/fragments';
import { withEdgeOrigin } from './components/edge-origin';
import { CatalogueRoutes } from './exposed/catalogue-routes';
import { FeaturedBooks } from './exposed/featured-books';
import { GenreSection } from './exposed/genre-section';
import { PopularDestinations } from './exposed/popular-destinations';
import { CATALOGUE_NOT_FOUND_SAMPLE, CATALOGUE_ROUTES } from './routes/catalogue-route-table';

runFragmentsCli({
  remote: 'catalogue',
  pages: {
    module: 'catalogue/CatalogueRoutes',
    Component: withEdgeOrigin(CatalogueRoutes), // the pages' schema.org addresses at the edge's origin
    paths: CATALOGUE_ROUTES.map((route) => route.path),
    notFoundPath: CATALOGUE_NOT_FOUND_SAMPLE, // its nearest pages depend on the address: drawn by script
    // Every page is complete in HTML (text and links); the shelf only without a query: its filters are in the
    // URL's query, which its fragment (one per path) cannot know, so /books?… applies them as soon as it loads.
    startsOnIntent: (path) => (path === '/books' ? 'without-query' : true),
  },
  sections: [
    { module: 'catalogue/FeaturedBooks', Component: FeaturedBooks, startsOnIntent: true },
    { module: 'catalogue/PopularDestinations', Component: PopularDestinations, startsOnIntent: true },
    { module: 'catalogue/GenreSection', Component: GenreSection, startsOnIntent: true },
  ],
});
