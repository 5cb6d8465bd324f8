import type { Page } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../chromium';
import { E2E_ADMIN, E2E_READER, expect, serviceClient, signIn, test, uniqueEmail } from '../fixtures';

// Playwright turns the back/forward cache off by default; a reader's browser has it on (docs/decisions/048).
test.use({ launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/**
 * What the page showed when the browser brought it back from the back/forward cache: the `pageshow` event of a
 * restore runs before the restored page's first frame, and innerText leaves out what is hidden. Kept in
 * sessionStorage, which outlives a reload of the restored page.
 */
const RECORD_RESTORES = `addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  const seen = JSON.parse(sessionStorage.getItem('restored-text') || '[]');
  sessionStorage.setItem('restored-text', JSON.stringify(seen.concat(document.body.innerText)));
});`;

function documentLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

const restoredTexts = (page: Page) => page.evaluate("JSON.parse(sessionStorage.getItem('restored-text') || '[]')") as Promise<string[]>;

async function takeOver(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
}

test('Back to a page a link left comes from the back/forward cache, where it was, and the page still takes over', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const loads = documentLoads(page, '/destinations/asia');
  await page.goto('/destinations/asia');
  const card = page.getByRole('link', { name: /The God of Small Things/ }).first();
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate('scrollY');
  expect(scrolled).toBeGreaterThan(0);
  // Before the takeover a link is a full page load.
  await card.dispatchEvent('click'); // no pointer or key first: the scripts have not started
  await expect(page.getByRole('heading', { level: 1, name: 'The God of Small Things' })).toBeVisible();

  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
  expect(loads()).toBe(1);
  expect(await page.evaluate('scrollY')).toBe(scrolled);
  await expect(card).toBeInViewport();

  // The restored page is the same living page: its first intent takes it over, and its links then stay in it.
  await takeOver(page);
  await page.getByRole('link', { name: /Snow Country/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Snow Country' })).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
  expect(loads()).toBe(1);
});

test('a page taken over comes back from the cache after a full load elsewhere, and keeps working', async ({ page }) => {
  const loads = documentLoads(page, '/genres/poetry');
  await page.goto('/genres/poetry');
  await takeOver(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Poetry' })).toBeVisible();
  expect(loads()).toBe(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Destinations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Europe' })).toBeVisible();
  expect(loads()).toBe(1);
});

/** Signs the reader in on /auth (a full load, then home), and goes Back twice: to the page left for /auth. */
async function signInElsewhereAndReturn(page: Page, path: RegExp): Promise<void> {
  await signIn(page, E2E_READER.email, E2E_READER.password);
  await page.goBack({ waitUntil: 'commit' }); // /auth, which sent the reader home
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(path);
}

async function expectReaderSignedIn(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('banner').getByText(E2E_READER.email)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  expect(await restoredTexts(page)).toHaveLength(1); // from the cache, not loaded again
  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

for (const takenOver of [true, false]) {
  test(`signed in on another page, Back to a page ${takenOver ? 'taken over' : 'whose scripts had not started'} shows the reader signed in`, async ({ page }) => {
    await page.addInitScript({ content: RECORD_RESTORES });
    await page.goto('/about');
    if (takenOver) await takeOver(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await signInElsewhereAndReturn(page, /\/about$/);
    await expectReaderSignedIn(page);
  });
}

test('kept in the cache through a sign-in it was not told of, a page with the Supabase client shows the reader signed in', async ({ page }) => {
  await page.addInitScript({ content: 'delete window.BroadcastChannel;' }); // see the dashboard's test below
  await page.addInitScript({ content: RECORD_RESTORES });
  await page.goto('/');
  await takeOver(page);
  // A signup made here has this page's Supabase client, signed out; nothing will tell it of the sign-in.
  const subscriber = await uniqueEmail('bfcache-home');
  await page.getByLabel('Email address').fill(subscriber);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Welcome to Wanderpages!')).toBeVisible();
  await signInElsewhereAndReturn(page, /\/$/);
  await expectReaderSignedIn(page);
  await serviceClient().from('newsletter_signups').delete().eq('email', subscriber);
});

/** An admin on the dashboard with one signup in view, then on /about (a full load), taken over and signed in. */
async function adminLeavesDashboard(page: Page): Promise<string> {
  const seeded = await uniqueEmail('bfcache');
  const { error } = await serviceClient().from('newsletter_signups').insert({ email: seeded, source: 'chatbot' });
  expect(error).toBeNull();
  await page.addInitScript({ content: RECORD_RESTORES });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/newsletter-admin');
  await expect(page.getByText(seeded)).toBeVisible();
  await page.goto('/about');
  await takeOver(page);
  await expect(page.getByRole('banner').getByText(E2E_ADMIN.email)).toBeVisible();
  return seeded;
}

/** Back from /about to the dashboard, signed out: the sign-in form, and no frame with the admin's data. */
async function expectBackShowsNoDashboard(page: Page, seeded: string): Promise<string[]> {
  await page.goBack({ waitUntil: 'commit' });
  // The dashboard sends a signed-out visitor to sign in, as on any load.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText(seeded)).toHaveCount(0);
  const restored = await restoredTexts(page);
  for (const text of restored) {
    expect(text).not.toContain(seeded);
    expect(text).not.toContain(E2E_ADMIN.email);
  }
  await serviceClient().from('newsletter_signups').delete().eq('email', seeded);
  return restored;
}

test('signed out on another page, Back never shows the dashboard\'s signups or the admin\'s email again', async ({ page }) => {
  const seeded = await adminLeavesDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Chromium drops the cached dashboard when supabase-js tells its other pages of the sign-out.
  await expectBackShowsNoDashboard(page, seeded);
});

test('kept in the cache through a sign-out it was not told of, the dashboard comes back hidden and loads afresh', async ({ page }) => {
  // Chromium drops a cached page that receives a broadcast; a browser that kept it would not tell it either. Without
  // BroadcastChannel, supabase-js tells no other page of a sign-out.
  await page.addInitScript({ content: 'delete window.BroadcastChannel;' });
  const seeded = await adminLeavesDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const restored = await expectBackShowsNoDashboard(page, seeded);
  expect(restored.length).toBe(1); // it did come back from the cache, hidden, then loaded afresh
});
