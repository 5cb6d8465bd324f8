import type { RemoteName } from '@wanderpages/shared';

/** Which remote owns a path (DESIGN.md §1), for prefetching on hover. */
export function remoteForPath(pathname: string): RemoteName | null {
  if (pathname.startsWith('/destinations') || pathname.startsWith('/genres')) return 'catalogue';
  if (pathname === '/auth') return 'engagement';
  if (pathname === '/newsletter-admin') return 'admin';
  return null;
}
