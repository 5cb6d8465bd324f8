import { useMatch } from 'react-router-dom';
import { DestinationRoutes } from '../routes/destination-routes';
import { GenreRoutes } from '../routes/genre-routes';

/**
 * The host mounts this one component at both /destinations/* and /genres/* (DESIGN.md §1) and lets it route
 * inside; an unknown sub-path renders the shared not-found page.
 */
export function CatalogueRoutes() {
  const inGenres = useMatch('/genres/*');
  return inGenres ? <GenreRoutes /> : <DestinationRoutes />;
}
