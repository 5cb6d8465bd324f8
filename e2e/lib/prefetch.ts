import type { Request } from '@playwright/test';

/**
 * Whether the browser sent this request as a prefetch (`<link rel="prefetch">`, which the start gate adds while a
 * page is idle): Chromium marks it `Sec-Purpose: prefetch`. A prefetch fetches a file without running it; its use,
 * later, from the cache, is a request of its own.
 */
export function isPrefetch(request: Request): boolean {
  return /prefetch/.test(request.headers()['sec-purpose'] ?? '');
}
