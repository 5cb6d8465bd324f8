import { Route, Routes } from 'react-router-dom';
import { CatalogueNotFound } from '../pages/catalogue-not-found';
import { CATALOGUE_ROUTES } from '../routes/catalogue-route-table';

export { BUILD_ID as buildId } from '../build-id';

/**
 * The host mounts this one component for every path under /destinations/* and /genres/* (DESIGN.md §1), in a
 * React root of its own, and it routes inside on full paths; an unknown path renders the shared not-found page with the nearest real pages.
 */
export function CatalogueRoutes() {
  return (
    <Routes>
      {CATALOGUE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={<CatalogueNotFound />} />
    </Routes>
  );
}
