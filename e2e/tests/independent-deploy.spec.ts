import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backend, expect, test } from '../fixtures';
import { findApp, hostApp, rootDir } from '../../scripts/lib/apps';
import { buildApps } from '../../scripts/lib/build-apps';
import { serveSite, type SiteServers } from '../../scripts/lib/site';
import { localRuntimeConfig } from '../../scripts/lib/runtime-config-file';
import { sitePorts } from '../ports';

const PORTS = sitePorts(20);
const ORIGINAL = 'Featured Mediterranean classics';
const CHANGED = 'Mediterranean classics, second edition';
const workDir = path.join(rootDir, '.tmp', 'redeploy-catalogue');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of await filesUnder(dir)) out[path.relative(dir, file)] = (await readFile(file)).toString('base64');
  return out;
}

let site: SiteServers | undefined;

test.afterAll(async () => {
  await site?.close();
  await rm(workDir, { recursive: true, force: true });
});

test('a remote rebuilt and redeployed alone shows up in the unchanged host on reload', async ({ page }) => {
  test.setTimeout(240_000);
  const catalogue = findApp('catalogue');
  const hostBefore = await snapshot(hostApp.distDir);

  const { url, anonKey } = backend();
  site = await serveSite({ config: localRuntimeConfig(url, anonKey, PORTS), ports: PORTS, configInMemory: true });
  await page.goto(site.url);
  await expect(page.getByRole('heading', { name: ORIGINAL })).toBeVisible();
  expect(await (await page.request.get(site.url)).text()).toContain(ORIGINAL);

  // The catalogue team changes a visible string and rebuilds only their remote.
  await rm(workDir, { recursive: true, force: true });
  await cp(catalogue.dir, workDir, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)([\\/]|$)/.test(src) });
  let changedFiles = 0;
  for (const file of await filesUnder(path.join(workDir, 'src'))) {
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = await readFile(file, 'utf8');
    if (text.includes(ORIGINAL)) {
      await writeFile(file, text.replaceAll(ORIGINAL, CHANGED));
      changedFiles += 1;
    }
  }
  expect(changedFiles).toBeGreaterThan(0);
  const newDist = path.join(workDir, 'dist');
  await buildApps([catalogue], { appDir: workDir, outDir: newDist });

  // Redeploy: the same URL now serves the new files.
  await site.stopApp(catalogue);
  await site.startApp(catalogue, newDist);
  // The composed HTML changes on the next request: the host's server (the edge) was neither rebuilt nor restarted.
  const html = await (await page.request.get(site.url)).text();
  expect(html).toContain(CHANGED);
  expect(html).not.toContain(ORIGINAL);
  await page.reload();
  await expect(page.getByRole('heading', { name: CHANGED })).toBeVisible();
  await expect(page.getByRole('heading', { name: ORIGINAL })).toHaveCount(0);

  // The host was not rebuilt: its files are byte for byte what they were.
  expect(await snapshot(hostApp.distDir)).toEqual(hostBefore);
});
