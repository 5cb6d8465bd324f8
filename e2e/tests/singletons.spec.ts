import { E2E_ADMIN, expect, signIn, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { recordScripts, type ScriptRecorder } from '../lib/record-scripts';

/**
 * Strings that only the defining module of each library contains (checked against the minified builds):
 * a second chunk with one of them would mean a second copy of that library in the page.
 */
const SIGNATURES = {
  react: 'Children={map:',
  'react-dom': 'createRoot=function',
  'supabase-js (GoTrueClient)': 'Multiple GoTrueClient instances',
  // The federation runtime's core: the host provides it, each remoteEntry.js uses that one (rspack.base.ts).
  'federation runtime core': '__GLOBAL_PLUGIN__',
  // Its bundler runtime, which starts and shares each container: the host's too (docs/decisions/054).
  'federation bundler runtime': 'initOptions is required!',
} as const;

type Library = keyof typeof SIGNATURES;

async function copies(recorder: ScriptRecorder): Promise<Record<Library, string[]>> {
  const bodies = await recorder.bodies();
  const result = {} as Record<Library, string[]>;
  for (const library of Object.keys(SIGNATURES) as Library[]) {
    result[library] = [...bodies].filter(([, body]) => body.includes(SIGNATURES[library])).map(([url]) => url);
  }
  return result;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('one copy of React, React DOM, the federation runtime (core and bundler runtime) and (where it is needed) the Supabase client per page', async ({ page }) => {
  const scripts = recordScripts(page);
  // A signed-out visitor's catalogue pages do not load the Supabase client at all; /auth loads it once.
  const pages: Array<[string, () => Promise<void>, number]> = [
    ['/', async () => void (await expect(page.getByRole('heading', { name: /Explore by genre/i })).toBeVisible()), 0],
    ['/destinations/asia', async () => void (await expect(page.getByRole('heading', { level: 1 })).toBeVisible()), 0],
    ['/auth', async () => void (await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()), 1],
  ];
  for (const [path, ready, supabaseCopies] of pages) {
    scripts.clear();
    await page.goto(path);
    await ready();
    await settle(page);
    // A reader's page runs no React before the visitor's first intent (decision 037; it may prefetch it); a key press starts it.
    expect((await copies(scripts)).react, `react on ${path} before any intent`).toHaveLength(0);
    await page.keyboard.press('Tab');
    await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
    await settle(page);
    // /auth loads the Supabase client once taken over (the visitor is about to sign in): wait for it.
    await expect.poll(async () => (await copies(scripts))['supabase-js (GoTrueClient)'].length, { message: `supabase-js on ${path}` }).toBe(supabaseCopies);
    const found = await copies(scripts);
    expect(found.react, `react on ${path}`).toHaveLength(1);
    expect(found['react-dom'], `react-dom on ${path}`).toHaveLength(1);
    expect(found['federation runtime core'], `federation runtime core on ${path}`).toHaveLength(1);
    expect(found['federation bundler runtime'], `federation bundler runtime on ${path}`).toHaveLength(1);
    expect(found['supabase-js (GoTrueClient)'], `supabase-js on ${path}`).toHaveLength(supabaseCopies);
  }

  // The admin dashboard, signed in: React, the router and the session all come from the one copy.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  scripts.clear();
  await page.goto('/newsletter-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeVisible();
  await settle(page);
  const found = await copies(scripts);
  for (const library of Object.keys(SIGNATURES) as Library[]) {
    expect(found[library], `${library} on /newsletter-admin`).toHaveLength(1);
  }
});

test("the router a page runs is React Router's production build: its development warnings are not shipped", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/destinations/asia');
  await page.keyboard.press('Tab');
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
  await settle(page);
  const bodies = [...(await scripts.bodies()).values()];
  // An invariant both builds keep, so the router's code is among what was read; then a warning only the
  // development build has (the package's exports name only that build: rspack.federation.ts, reactRouterEsmEntry).
  expect(bodies.filter((body) => body.includes('may be used only in the context of a <Router>'))).toHaveLength(1);
  expect(bodies.filter((body) => body.includes('You rendered descendant <Routes>'))).toHaveLength(0);
});
