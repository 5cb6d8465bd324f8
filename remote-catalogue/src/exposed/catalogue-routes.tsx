import { Fragment } from 'react';
import { useLocation } from 'react-router-dom';
import { CatalogueNotFound } from '../pages/catalogue-not-found';
import { CATALOGUE_ROUTES } from '../routes/catalogue-route-table';

export { BUILD_ID as buildId } from '../build-id';

/**
 * The host mounts this one component for every path under /destinations/*, /genres/* and /books/* (docs/decisions/001-who-owns-what.md) and it
 * picks its page by the full path; an unknown path renders the not-found page with the nearest real pages. It
 * matches on the location itself rather than with <Routes>, whose paths are relative to a parent route: the same
 * module then works in a root of its own (today's host) and under a host that routes it inside its own tree (a
 * host of shared 1.0).
 */
export function CatalogueRoutes() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = CATALOGUE_ROUTES.find((candidate) => candidate.path === path);
  // Keyed by path: another page of the same kind (Asia → Africa) starts afresh, as a new route would.
  return route ? <Fragment key={route.path}>{route.element}</Fragment> : <CatalogueNotFound />;
}
