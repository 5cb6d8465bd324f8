import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { findApp, hostApp, remoteApps, rootDir } from '../../scripts/lib/apps';
import { buildApps } from '../../scripts/lib/build-apps';
import { localRuntimeConfig } from '../../scripts/lib/runtime-config-file';
import { serveSite, type SiteServers } from '../../scripts/lib/site';
import { SHARED_VERSION } from '../../shared/src/contracts/version';
import { backend, expect, test } from '../fixtures';
import { sitePorts } from '../ports';
import { PREVIOUS_RELEASE } from '../previous-release';

/**
 * Independent deploys across a change of the shared contract (docs/decisions/023): today's host runs the
 * previous release's remotes; the previous host refuses today's remotes, which need a newer shared than it has,
 * by name in each slot while its own parts work; and a remote built for a shared the page does not have fails in
 * its slot, naming both versions, never with a TypeError.
 */
const workDir = path.join(rootDir, '.tmp', 'compatibility');
const previousDir = path.join(workDir, `release-${PREVIOUS_RELEASE.commit.slice(0, 10)}`);
const futureCatalogueDir = path.join(workDir, 'catalogue-needs-shared-1.9');

/** The previous release's four apps, built from git as they were (once; kept in .tmp between runs). */
async function buildPreviousRelease(): Promise<void> {
  if (existsSync(path.join(previousDir, 'host', 'dist', 'index.html'))) return;
  await rm(previousDir, { recursive: true, force: true });
  await mkdir(previousDir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', PREVIOUS_RELEASE.commit], { cwd: rootDir, maxBuffer: 512 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', previousDir], { input: archive });
  execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: previousDir, stdio: 'pipe' });
  execFileSync(process.execPath, [path.join(previousDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], { cwd: previousDir, stdio: 'pipe' });
}

/** Today's catalogue, declaring that it needs shared ^1.9.0: what a remote built against a newer shared looks like. */
async function buildFutureCatalogue(): Promise<void> {
  const catalogue = findApp('catalogue');
  await rm(futureCatalogueDir, { recursive: true, force: true });
  await cp(catalogue.dir, futureCatalogueDir, { recursive: true, filter: (src) => !/[\\/](dist|node_modules|\.swc)([\\/]|$)/.test(src) });
  const pkgFile = path.join(futureCatalogueDir, 'package.json');
  const pkg = JSON.parse(await readFile(pkgFile, 'utf8')) as { dependencies: Record<string, string> };
  pkg.dependencies['@wanderpages/shared'] = '^1.9.0';
  await writeFile(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  await buildApps([catalogue], { appDir: futureCatalogueDir, outDir: path.join(futureCatalogueDir, 'dist') });
}

/**
 * Leaves the page, then stops the test's site: a page left open keeps fetching (the idle prefetch of the remotes'
 * chunks), and its requests to a stopped server would be console errors the test did not cause.
 */
async function closeSite(page: Page, site: SiteServers): Promise<void> {
  await page.goto('about:blank').catch(() => undefined);
  await site.close();
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectSiteWorks(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: 'Featured Mediterranean classics' })).toBeVisible();
  await expect(page.locator('#newsletter').getByRole('textbox')).toBeVisible();
  await page.goto(`${base}/destinations/asia`);
  await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'The God of Small Things' })).toBeVisible();
  await page.getByRole('link', { name: /Explore Tokyo/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tokyo' })).toBeVisible();
  await page.goto(`${base}/auth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Wanderpages' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await buildPreviousRelease();
  await buildFutureCatalogue();
});

test.afterAll(async () => {
  await rm(futureCatalogueDir, { recursive: true, force: true });
});

test("today's host runs the previous release's remotes", async ({ page }) => {
  // Their entries carry their own bundler runtime: today's host provides one they do not read (decision 054).
  const ports = sitePorts(50);
  const { url, anonKey } = backend();
  const dirs = Object.fromEntries(remoteApps.map((app) => [app.options.name, path.join(previousDir, app.options.app, 'dist')]));
  const site: SiteServers = await serveSite({ config: localRuntimeConfig(url, anonKey, ports), ports, configInMemory: true, dirs });
  try {
    const errors = pageErrors(page);
    await expectSiteWorks(page, site.url);
    expect(errors).toEqual([]);
  } finally {
    await closeSite(page, site);
  }
});

test("the previous release's host refuses today's remotes by name (they need a newer shared); its own parts work", async ({ page, expectConsole }) => {
  // Today's remotes' entries use the host's bundler runtime, which a host of shared 1.3.0 provides and the previous
  // host (1.2.0) does not (decision 054): their containers refuse to start, each slot says why, the rest of the page
  // works. The order of a release (host first) avoids this in production.
  const ports = sitePorts(60);
  const { url, anonKey } = backend();
  const site = await serveSite({
    config: localRuntimeConfig(url, anonKey, ports),
    ports,
    configInMemory: true,
    dirs: { [hostApp.options.name]: path.join(previousDir, 'host', 'dist') },
  });
  try {
    const errors = pageErrors(page);
    // The only errors logged are the slots' own reports of the refused loads (the designed failure).
    expectConsole('error', /^(catalogue|engagement|admin)\/\w+ failed:/);
    await page.goto(site.url);
    await expect(page.getByRole('heading', { level: 1, name: /books that capture places/i })).toBeVisible();
    await page.keyboard.press('Tab'); // the visitor's first intent starts the page's scripts (decision 037)
    const alerts = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(alerts.first()).toBeVisible();
    const needed = `It needs @wanderpages/shared ^${SHARED_VERSION}; this page has ${PREVIOUS_RELEASE.shared}.`;
    await expect(alerts).toHaveCount(5); // featured books, newsletter, popular destinations, genres, the chat
    for (const alert of await alerts.all()) await expect(alert).toContainText(needed);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // The sign-in page's slot alone, once the home page's five have gone (the navigation renders asynchronously:
    // asserting on the first frame after the click saw the home page's alerts still there).
    const signIn = page.getByRole('alert').filter({ hasText: needed });
    await expect(signIn).toHaveCount(1);
    await expect(signIn).toContainText('Sign in could not be loaded.');
    // The designed failure, not a TypeError from code running against the wrong contract.
    expect(errors).toEqual([]);
  } finally {
    await closeSite(page, site);
  }
});

test('a remote built for a newer shared fails in its slot, naming both versions; the rest of the page works', async ({ page, expectConsole }) => {
  const ports = sitePorts(70);
  const { url, anonKey } = backend();
  const site = await serveSite({
    config: localRuntimeConfig(url, anonKey, ports),
    ports,
    configInMemory: true,
    dirs: { catalogue: path.join(futureCatalogueDir, 'dist') },
  });
  try {
    const errors = pageErrors(page);
    // The only errors logged are the catalogue slots' own reports of the refused load.
    expectConsole('error', /^catalogue\/\w+ failed:/);
    await page.goto(site.url);
    await page.keyboard.press('Tab'); // the visitor's first intent starts the page's scripts (decision 037)
    const alerts = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(alerts).toHaveCount(3); // featured books, popular destinations, genres
    await expect(alerts.first()).toContainText(`It needs @wanderpages/shared ^1.9.0; this page has ${SHARED_VERSION}.`);
    await expect(page.locator('#newsletter').getByRole('textbox')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /books that capture places/i })).toBeVisible();
    // The designed failure, not a TypeError from code running against the wrong contract.
    expect(errors).toEqual([]);
  } finally {
    await closeSite(page, site);
  }
});
