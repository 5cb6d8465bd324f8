import type { Page, Request } from '@playwright/test';
import { E2E_ADMIN, expect, signIn, test } from '../fixtures';
import { isPrefetch } from '../lib/prefetch';

/**
 * When a page's scripts start, the start gate fetches, beside the host's entry, the files each remote's fragment
 * names (data-scripts: its entry and chunks) with the remote's manifest, rather than after the entry has run
 * (host/src/gate/remote-scripts.ts). Each is then fetched once: the federation runtime uses what the gate fetched.
 */
/** The page's requests per URL; prefetches are counted apart from the uses (a prefetched file is used from the cache). */
function countRequests(page: Page, which: 'uses' | 'prefetches' = 'uses'): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request: Request) => {
    if (isPrefetch(request) === (which === 'prefetches')) counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
  });
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
  const twice = [...requests].filter(([url, count]) => url.endsWith('.js') && count > 1);
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

test('a reader\'s page fetches, while idle, what its first intent needs; the intent then runs it from the cache', async ({ page }) => {
  const uses = countRequests(page);
  const prefetches = countRequests(page, 'prefetches');
  await page.goto('/destinations/asia');
  await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
  // Nothing has run: the gate asked for the config and prefetched the host's start files and the fragment's chunks.
  // (The host's own files are named by path; a remote's, from its origin in the config, by absolute URL.)
  await expect(page.locator('head link[rel="prefetch"]:not([href^="/"])').first()).toBeAttached({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-slot-content]').first()).not.toHaveAttribute('data-takeover', /./);
  const config = new URL('/runtime-config.json', page.url()).href;
  expect(uses.get(config), 'the config, asked for while idle').toBe(1);
  const prefetched = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]')].map((link) => link.href));
  const named = await page.locator('[data-slot-content] > [data-fragment^="catalogue/"][data-scripts]').getAttribute('data-scripts').then((list) => list!.split(' '));
  const chunks = named.slice(1); // the first is the remote's entry: no-store, fetched when it runs
  expect(chunks.length, 'chunks named by the catalogue fragment').toBeGreaterThanOrEqual(1);
  for (const chunk of chunks) expect(prefetched.some((href) => href.endsWith(`/${chunk}`)), `a prefetch of ${chunk}`).toBe(true);
  expect(prefetched.some((href) => href.endsWith(`/${named[0]}`)), 'no prefetch of the remote\'s entry').toBe(false);
  for (const href of prefetched) expect(prefetches.get(href), `prefetches of ${href}`).toBe(1);

  await page.keyboard.press('Shift');
  await expect(page.locator('[data-slot-content]').first()).toHaveAttribute('data-takeover', 'hydrated');
  await page.waitForLoadState('networkidle');
  // The entry took the config the gate had; each prefetched file was then used once, and none prefetched again.
  expect(uses.get(config), 'requests for the config').toBe(1);
  for (const href of prefetched) {
    expect(uses.get(href), `uses of ${href}`).toBe(1);
    expect(prefetches.get(href), `prefetches of ${href}`).toBe(1);
  }
  await expect(page.getByRole('link', { name: /Tokyo/ }).first()).toBeVisible();
});

test('a config request that failed while the page was idle is made again at the first intent', async ({ page, expectConsole }) => {
  let answered = 0;
  await page.route('**/runtime-config.json', (route) => (answered++ === 0 ? route.abort('connectionreset') : route.continue()));
  expectConsole('error', /Failed to load resource: net::ERR_CONNECTION_RESET/); // the browser's report of the lost request
  await page.goto('/destinations/asia');
  await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
  await expect.poll(() => answered, { message: 'the config asked for while idle', timeout: 15_000 }).toBe(1);
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-slot-content]').first()).toHaveAttribute('data-takeover', 'hydrated');
  expect(answered, 'the config asked for again at the intent').toBe(2);
  await expect(page.getByRole('link', { name: /Tokyo/ }).first()).toBeVisible();
});
