import { cp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { backend, expect, test } from '../fixtures';
import { apps, findApp, hostApp, rootDir } from '../../scripts/lib/apps';
import { buildApps } from '../../scripts/lib/build-apps';
import { localRuntimeConfig, writeRuntimeConfig } from '../../scripts/lib/runtime-config-file';
import { serveSite, type SiteServers } from '../../scripts/lib/site';
import { sitePorts } from '../ports';

/**
 * #16 item 2: a redeploy under a running server takes nothing down. A site of its own serves copies of the four
 * dists; the catalogue and the host are rebuilt into the very folders it serves (the build cleans them first,
 * then writes file by file) while requests keep coming. Every answer must be a 200 or a 404 (a file gone for
 * the moment, or not yet there): no 5xx, no reset or truncated response, and the servers (this process) survive.
 */
const PORTS = sitePorts(40);
const workDir = path.join(rootDir, '.tmp', 'redeploy-under-load');
const dirs = Object.fromEntries(apps.map((app) => [app.options.name, path.join(workDir, app.options.name)]));
const catalogue = findApp('catalogue');
const CATALOGUE = `http://localhost:${PORTS.catalogue}`;

let site: SiteServers | undefined;

test.afterAll(async () => {
  await site?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function buildIdOf(base: string): Promise<string> {
  const response = await fetch(`${base}/fragments/manifest.json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { buildId: string }).buildId;
}

interface Outcome {
  url: string;
  status?: number;
  error?: string;
}

/**
 * One request on a connection of its own (no keep-alive: a reused socket the server closed as idle is a race of
 * the client's, not a failure of the server), its whole body read and checked: as long as Content-Length says,
 * and a brotli body that decodes. A response cut short or corrupt is an error, as it would be in a browser.
 */
function hit(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const fail = (error: unknown) => resolve({ url, error: error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` : String(error) });
    const req = httpRequest(url, { agent: false, headers: { 'accept-encoding': 'br' }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const length = Number(res.headers['content-length'] ?? body.length);
        if (body.length !== length) return fail(new Error(`${body.length} of ${length} bytes`));
        try {
          if (res.headers['content-encoding'] === 'br') brotliDecompressSync(body);
        } catch (error) {
          return fail(error);
        }
        resolve({ url, status: res.statusCode });
      });
    });
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s: the server is stuck')));
    req.on('error', fail);
    req.end();
  });
}

test('rebuilding a remote and the host into the folders being served: only 200s and 404s, then the new build', async () => {
  test.setTimeout(300_000);
  await rm(workDir, { recursive: true, force: true });
  for (const app of apps) await cp(app.distDir, dirs[app.options.name]!, { recursive: true });
  const { url, anonKey } = backend();
  // As npm start serves: the config written into the host's dist/, which the host's rebuild cleans away.
  const config = localRuntimeConfig(url, anonKey, PORTS);
  await writeRuntimeConfig([dirs.host!], config);
  site = await serveSite({ config, ports: PORTS, dirs });

  const oldBuild = await buildIdOf(CATALOGUE);
  const manifest = JSON.parse(await readFile(path.join(dirs.catalogue!, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const oldChunk = manifest.exposes[0]!.assets.js.sync[0]!;
  const hostMain = /data-entry="\/(main\.[0-9a-f]+\.js)"/.exec(await readFile(path.join(dirs.host!, 'index.html'), 'utf8'))?.[1];
  expect(hostMain).toBeDefined();
  const urls = [
    `${site.url}/`,
    `${site.url}/destinations/asia`,
    `${site.url}/about`,
    `${site.url}/${hostMain}`,
    `${site.url}/runtime-config.json`,
    `${CATALOGUE}/mf-manifest.json`,
    `${CATALOGUE}/remoteEntry.js`,
    `${CATALOGUE}/${oldChunk}`,
    `${CATALOGUE}/fragments/manifest.json`,
    `${CATALOGUE}/fragments/sections/FeaturedBooks.html`,
  ];

  // A bounded loop of requests, four clients each pausing 10 ms between requests, for as long as the builds run.
  const outcomes: Outcome[] = [];
  let building = true;
  const load = async (offset: number) => {
    for (let round = offset; building && round < 20_000; round += 1) {
      outcomes.push(await hit(urls[round % urls.length]!));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const clients = Promise.all([0, 2, 4, 6].map(load));
  try {
    await Promise.all([
      buildApps([catalogue], { outDir: dirs.catalogue }),
      buildApps([hostApp], { outDir: dirs.host }),
    ]);
  } finally {
    building = false;
    await clients;
  }

  const count = (status: number) => outcomes.filter((o) => o.status === status).length;
  test.info().annotations.push({ type: 'requests', description: `${outcomes.length}: ${count(200)} × 200, ${count(404)} × 404` });
  const failures = outcomes.filter((o) => o.error !== undefined || o.status === undefined || ![200, 404].includes(o.status));
  expect(failures.slice(0, 10)).toEqual([]);
  // The load really overlapped the swap: requests from start to end of two production builds.
  expect(outcomes.length).toBeGreaterThan(100);

  // Afterwards the same servers, never restarted, serve the new build: its files and its fragments in the pages.
  const newBuild = await buildIdOf(CATALOGUE);
  expect(newBuild).not.toBe(oldBuild);
  const home = await fetch(`${site.url}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  expect(html).toContain(`data-build="${newBuild}"`);
  expect(html).not.toContain(`data-build="${oldBuild}"`);
  expect((await fetch(`${CATALOGUE}/remoteEntry.js`)).status).toBe(200);
  const newHostMain = /data-entry="\/(main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect((await fetch(`${site.url}/${newHostMain}`)).status).toBe(200);
  // The rebuild cleaned the host's runtime-config.json away; the pages still get the config they run on.
  const served = await fetch(`${site.url}/runtime-config.json`);
  expect(served.status).toBe(200);
  expect(await served.json()).toEqual(config);
});
