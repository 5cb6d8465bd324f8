import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, serviceClient, test, uniqueEmail } from '../fixtures';

/**
 * The host's entry (main.<hash>.js) or a file it starts with cannot be loaded at the first intent: the network is
 * gone, or a host deploy has removed the files this page names. The start gate (host/src/gate/start-failure.ts)
 * tries the entry again, and at once when the browser is back online; when that is no use, it says so, with a
 * Reload button, keeping what was typed and holding what was pressed. Each test below froze
 * the page for good before (2026-11-27): a held Subscribe, no message, no recovery.
 */

const ENTRY = /\/main\.[0-9a-f]+\.js$/;
const FAILED_LOAD = /^Failed to load resource/;
/** Chromium's word for a preload no script used: the files the entry would have loaded, had it run. */
const UNUSED_PRELOAD = /was preloaded using link preload but not used within a few seconds/;
const MESSAGE = "This page couldn't finish loading. Check your connection and reload.";

function newsletter(page: Page) {
  const form = page.locator('#newsletter');
  return { field: form.getByRole('textbox', { name: 'Email address' }), subscribe: form.getByRole('button', { name: 'Subscribe' }) };
}

/** The gate's message; there is never more than one. */
function loadFailure(page: Page) {
  return page.getByRole('alert').filter({ hasText: MESSAGE });
}

/** The signup arrived, once, from the home page's form; then it is removed. */
async function expectSignupStored(email: string): Promise<void> {
  const service = serviceClient();
  const { data } = await service.from('newsletter_signups').select('email, source').eq('email', email);
  expect(data).toEqual([{ email, source: 'homepage_newsletter' }]);
  await service.from('newsletter_signups').delete().eq('email', email);
}

test('an entry that fails once is tried again, and the signup typed and sent meanwhile arrives', async ({ page, expectConsole }) => {
  expectConsole('error', FAILED_LOAD);
  let failuresLeft = 1;
  const tried: string[] = [];
  // Only the script: the idle prefetch (not a script) goes through, and with a route the HTTP cache is off, so the
  // entry's script is always requested.
  await page.route(ENTRY, (route) => {
    if (route.request().resourceType() !== 'script') return route.continue();
    tried.push(failuresLeft > 0 ? 'failed' : 'loaded');
    return failuresLeft-- > 0 ? route.abort('connectionreset') : route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  const email = await uniqueEmail('gate-retry');
  const { field } = newsletter(page);
  await field.fill(email); // the focus is the first intent: the entry is asked for, and fails
  await field.press('Enter'); // held until the newsletter's script has taken its form over
  await expect(page.getByText('Welcome to Wanderpages!')).toBeVisible();
  expect(tried).toEqual(['failed', 'loaded']);
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
  await expect(loadFailure(page)).toHaveCount(0); // a failure the reader never had to hear of
  await expectSignupStored(email);
});

test('an entry that is gone for good: the reader is told, keeps what they typed, and links still work', async ({ page, expectConsole }) => {
  expectConsole('error', FAILED_LOAD);
  expectConsole('warn', UNUSED_PRELOAD);
  let requests = 0;
  await page.route(ENTRY, (route) => {
    if (route.request().resourceType() !== 'script') return route.continue();
    requests += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }); // a deploy removed it
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  const email = await uniqueEmail('gate-gone');
  const { field, subscribe } = newsletter(page);
  await field.fill(email);
  await subscribe.click(); // held while the entry is tried again

  const message = loadFailure(page);
  await expect(message).toBeVisible();
  await expect(message).toHaveCount(1);
  expect(requests).toBe(4); // the first try and three more
  await expect(message.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="alert"]');
  await expect(field).toHaveValue(email); // nothing reloaded or cleared
  await expect(page.locator('#root')).not.toHaveAttribute('data-takeover', /.*/);

  // Another press leaves the page as it is (a form posted without its script would lose what was typed)…
  await subscribe.click();
  await expect(field).toHaveValue(email);
  await expect(message).toBeVisible();
  // …and links are links.
  await page.getByRole('link', { name: 'Explore Books' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
});

test('offline at the first intent: when the connection comes back the page starts, and the held signup is sent', async ({ page, context, expectConsole }) => {
  expectConsole('error', FAILED_LOAD);
  // A route turns the HTTP cache off for every script: the entry prefetched while idle would otherwise start the
  // page offline. And the files it starts with too: whether the idle prefetch had cached them before the test went
  // offline was a race, and when it had, their preloads waited unused through the tries (Chromium warns of that).
  await page.route(/\.js$/, (route) => route.continue());
  // The gate asks for the runtime config while the page is idle; with its answer in hand, the first intent preloads
  // the remotes' manifests, offline. Chromium keeps such a failed preload and gave its error to the federation
  // runtime's fetch once the reader was back ("Failed to get manifest" in every section): it is consumed now.
  const configAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/runtime-config.json');
  await page.goto('/');
  await page.waitForLoadState('load');
  await configAnswered;
  const email = await uniqueEmail('gate-offline');
  const { field } = newsletter(page);
  await context.setOffline(true);
  await field.fill(email);
  await field.press('Enter');
  // Offline through every try: the reader is told (and keeps the address)…
  await expect(loadFailure(page)).toBeVisible();
  await expect(field).toHaveValue(email);
  // …and the browser's `online` is the one thing that tries again now.
  await context.setOffline(false);
  await expect(page.getByText('Welcome to Wanderpages!')).toBeVisible();
  await expect(loadFailure(page)).toHaveCount(0);
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
  await expectSignupStored(email);
});

test('a file the entry starts with fails after the entry ran: the reader is told at once, and Reload starts afresh', async ({ page, expectConsole }) => {
  expectConsole('error', FAILED_LOAD);
  expectConsole('pageerror', /^Loading chunk \S+ failed/); // the entry's own import() of its async boundary
  let down = true;
  let requests = 0;
  await page.route(/\/singletons\.[0-9a-f]+\.js$/, (route) => (down ? route.abort('connectionreset') : route.continue()));
  await page.route(ENTRY, (route) => {
    if (route.request().resourceType() === 'script') requests += 1;
    return route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  const email = await uniqueEmail('gate-chunk');
  const { field } = newsletter(page);
  await field.fill(email); // the first intent: the entry runs, its async boundary cannot be loaded
  const message = loadFailure(page);
  await expect(message).toBeVisible();
  await expect(field).toHaveValue(email);
  expect(requests).toBe(1); // the entry is not tried again: it cannot run twice in one page

  down = false;
  const reloaded = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/');
  await message.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(loadFailure(page)).toHaveCount(0);
  await page.keyboard.press('Shift');
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
});
