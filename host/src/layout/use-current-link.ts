import { useLocation } from 'react-router-dom';
import { patternMatches } from '../routes/site-routes';
import { useHydrated } from './use-hydrated';

/** The path without a trailing slash ("/destinations/asia/" is the page "/destinations/asia"). */
function pageOf(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * aria-current for a section's link (the header's Destinations, Books): "true" on every page of the section. A
 * section is a set of the route table's patterns, and the edge serves each pattern its own shell
 * (site-routes.ts edgeRouteTable), so the mark is in the page's first HTML and hydrates as it was rendered.
 */
export function useSectionCurrent(patterns: readonly string[]): 'true' | undefined {
  const { pathname } = useLocation();
  return patterns.some((pattern) => patternMatches(pattern, pathname)) ? 'true' : undefined;
}

/**
 * aria-current for links to single pages (a continent, a genre, Contact): "page" on the page itself. Only from the
 * render after hydration: one shell's HTML serves every page of its pattern (/destinations/asia and
 * /destinations/africa alike), so the build cannot know which link is the page's.
 */
export function usePageCurrent(): (to: string) => 'page' | undefined {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  return (to) => (hydrated && pageOf(pathname) === to ? 'page' : undefined);
}
