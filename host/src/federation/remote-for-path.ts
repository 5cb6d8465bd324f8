import type { RemoteName } from '@wanderpages/shared';

/** Which remote owns a path (DESIGN.md §1), for prefetching on hover. */
export function remoteForPath(pathname: string): RemoteName | null {
  if (pathname.startsWith('/destinations') || pathname.startsWith('/genres')) return 'catalogue';
  if (pathname === '/auth') return 'engagement';
  if (pathname === '/newsletter-admin') return 'admin';
  return null;
}

/** The exposed modules a page needs at once, by path: preloaded at start-up, in parallel with the first render. */
export function exposesForPath(pathname: string): Array<{ remote: RemoteName; exposes: string[] }> {
  if (pathname === '/') {
    return [
      { remote: 'catalogue', exposes: ['./FeaturedBooks', './PopularDestinations', './GenreSection'] },
      { remote: 'engagement', exposes: ['./NewsletterSection'] },
    ];
  }
  const remote = remoteForPath(pathname);
  if (remote === 'catalogue') return [{ remote, exposes: ['./CatalogueRoutes'] }];
  if (remote === 'engagement') return [{ remote, exposes: ['./AuthPage'] }];
  if (remote === 'admin') return [{ remote, exposes: ['./AdminDashboard'] }];
  return [];
}
