import type { Page, Request } from '@playwright/test';
import { E2E_ADMIN, expect, signIn, test } from '../fixtures';

/**
 * When a page's scripts start, the start gate fetches, beside the host's entry, the files each remote's fragment
 * names (data-scripts: its entry and chunks) with the remote's manifest, rather than after the entry has run
 * (host/src/gate/remote-scripts.ts). Each is then fetched once: the federation runtime uses what the gate fetched.
 */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request: Request) => void counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1));
  return counts;
}

/** The absolute URLs of the files the page's fragments of `remote` name, and of their preloads in the head. */
async function namedAndPreloaded(page: Page, remote: string): Promise<{ named: string[]; preloaded: string[] }> {
  return page.evaluate((name) => {
    const roots = [...document.querySelectorAll(`[data-slot-content] > [data-fragment^="${name}/"][data-scripts]`)];
    const files = new Set(roots.flatMap((root) => root.getAttribute('data-scripts')?.split(' ') ?? []));
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"]')].map((link) => link.href);
    const named = [...files].map((file) => preloads.find((href) => href.endsWith(`/${file}`)) ?? `(no preload for ${file})`);
    return { named, preloaded: preloads.filter((href) => named.includes(href)) };
  }, remote);
}

test('a catalogue page fetches its remote\'s files from the first intent, each once', async ({ page }) => {
  const requests = countRequests(page);
  await page.goto('/destinations/asia');
  await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-slot-content]').first()).toHaveAttribute('data-takeover', 'hydrated');
  await page.waitForLoadState('networkidle');
  const { named, preloaded } = await namedAndPreloaded(page, 'catalogue');
  expect(named.length, 'files named by the catalogue fragment').toBeGreaterThanOrEqual(2);
  expect(preloaded).toEqual(named);
  for (const url of named) expect(requests.get(url), `requests for ${url}`).toBe(1);
  const manifest = named[0]!.replace(/[^/]+$/, 'mf-manifest.json');
  expect(requests.get(manifest), 'requests for the catalogue manifest').toBe(1);
  // Nor is any other script fetched twice: the gate's preloads (a few per task) and the entry's own loads meet.
  // The entry itself is asked for twice by design: prefetched while the page was idle, then run from the cache.
  const entry = await page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset.entry!, location.href).href);
  const twice = [...requests].filter(([url, count]) => url.endsWith('.js') && url !== entry && count > 1);
  expect(twice, 'scripts requested more than once').toEqual([]);
  // A reader sees the page's own content, taken over: the region cards are links.
  await expect(page.getByRole('link', { name: /Tokyo/ }).first()).toBeVisible();
});

test('the signed-in dashboard fetches the admin remote\'s files with the page, each once', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const requests = countRequests(page);
  await page.goto('/newsletter-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { named, preloaded } = await namedAndPreloaded(page, 'admin');
  expect(named.length, 'files named by the admin fragment').toBeGreaterThanOrEqual(2);
  expect(preloaded).toEqual(named);
  for (const url of named) expect(requests.get(url), `requests for ${url}`).toBe(1);
  expect([...requests].filter(([url, count]) => url.endsWith('.js') && count > 1), 'scripts requested more than once').toEqual([]);
  await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeVisible();
});
