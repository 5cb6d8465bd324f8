import type { RemoteExportName, RemoteModuleId, RemoteName } from '@wanderpages/shared';

/**
 * Which remote serves which paths and sections: the one table the host's router, the preloader, the build-time
 * prerender, the edge (host/dist/_edge/routes.json, written from this) and the bench's monolith all read.
 * The host owns the top level; a remote routes inside the paths it is given (docs/decisions/001-who-owns-what.md), so its team can
 * add a page under its prefix without a host release. The host's own pages (/, /about, …) are in app-routes.
 */
export interface RemotePageRoute {
  /** Names the page's slot, and its prerendered shell (host/dist/_shell/<id>.html, or <id>-<first segment> for each
   * pattern of a route with several: edgeRouteTable). */
  id: string;
  /** Path patterns: an exact path, or a prefix ending in "/*" (everything below it, and the prefix itself). */
  paths: readonly string[];
  module: RemoteModuleId;
  /** Names the part of the page in loading and failure messages. */
  label: string;
}

export interface SectionRoute {
  module: RemoteModuleId;
  label: string;
  /** Space the placeholder reserves while the section loads without a fragment (no layout shift). */
  minHeight: string;
  /** No placeholder at all (the floating chat launcher). */
  quiet?: boolean;
}

export const REMOTE_PAGES: readonly RemotePageRoute[] = [
  { id: 'catalogue', paths: ['/destinations/*', '/genres/*', '/books/*'], module: 'catalogue/CatalogueRoutes', label: 'The book catalogue' },
  { id: 'auth', paths: ['/auth/*'], module: 'engagement/AuthPage', label: 'Sign in' },
  { id: 'newsletter-admin', paths: ['/newsletter-admin'], module: 'admin/AdminDashboard', label: 'The newsletter dashboard' },
];

/** docs/product/screens.md#home, in its order after the hero: featured books, newsletter, destinations, genres; the chat floats. */
export const HOME_SECTIONS: readonly SectionRoute[] = [
  { module: 'catalogue/FeaturedBooks', label: 'Featured books', minHeight: '560px' },
  { module: 'engagement/NewsletterSection', label: 'Newsletter signup', minHeight: '300px' },
  { module: 'catalogue/PopularDestinations', label: 'Popular destinations', minHeight: '480px' },
  { module: 'catalogue/GenreSection', label: 'Genres', minHeight: '420px' },
  { module: 'engagement/ChatWidget', label: 'Chat', minHeight: '0px', quiet: true },
];

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/** The export a module's contract names after its id ("catalogue/CatalogueRoutes" exports CatalogueRoutes). */
export function exportNameOf<Id extends RemoteModuleId>(id: Id): RemoteExportName<Id> {
  return id.split('/')[1] as RemoteExportName<Id>;
}

export function exposeOf(id: RemoteModuleId): string {
  return `./${id.split('/')[1]}`;
}

/** Whether a path pattern of the table covers a pathname (with a trailing slash too, as React Router's routes do). */
export function patternMatches(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pathname === pattern || pathname === `${pattern}/`;
  const prefix = pattern.slice(0, -2);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The remote page route that serves a path, if any. */
export function remotePageFor(pathname: string): RemotePageRoute | undefined {
  return REMOTE_PAGES.find((route) => route.paths.some((pattern) => patternMatches(pattern, pathname)));
}

/** The exposed modules a page needs at once, by path: preloaded at start-up, in parallel with the first render. */
export function modulesForPath(pathname: string): RemoteModuleId[] {
  if (pathname === '/') return HOME_SECTIONS.map((section) => section.module);
  const page = remotePageFor(pathname);
  return page ? [page.module] : [];
}

export interface EdgeRoute {
  /** The shell the edge serves for these paths: host/dist/_shell/<id>.html. */
  id: string;
  paths: readonly string[];
  remote: RemoteName;
}

/**
 * The table as the edge reads it (host/dist/_edge/routes.json): the remote page routes only, with a shell for each
 * of a route's patterns. The header marks the section a page is in (Destinations for /destinations/*, Books for
 * /genres/* and /books/*), so the shell rendered for one pattern is not the page for another; the router keeps the
 * route's one slot across them (app-routes.tsx).
 */
export function edgeRouteTable(): { pages: EdgeRoute[] } {
  return {
    pages: REMOTE_PAGES.flatMap((route) =>
      route.paths.map((pattern) => ({
        id: route.paths.length === 1 ? route.id : `${route.id}-${pattern.split('/')[1]}`,
        paths: [pattern],
        remote: remoteOf(route.module),
      })),
    ),
  };
}
