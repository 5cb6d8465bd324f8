/**
 * Where a visitor goes after signing in: back to the page that sent them to /auth (it passes `{ from }` in the
 * router state, e.g. the admin dashboard's redirect), or the home page (docs/product/screens.md#auth) when they opened /auth
 * themselves. Only a path on this site counts: "/x", never "//evil.example" or "/\\evil.example" (both leave the
 * site), nor /auth itself.
 */
export function returnPathFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : undefined;
  if (typeof from !== 'string' || from.length > 2048) return '/';
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if ([...from].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return '/';
  const pathname = from.split(/[?#]/)[0] ?? '';
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return '/';
  return from;
}
