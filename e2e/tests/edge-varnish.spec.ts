import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer, request } from 'node:http';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backend, expect, test } from '../fixtures';
import { renderVclFor } from '../../edge/varnish/vcl';
import { apps, hostApp } from '../../scripts/lib/apps';
import { localRuntimeConfig } from '../../scripts/lib/runtime-config-file';
import { contentSecurityPolicy, FIXED_SECURITY_HEADERS } from '../../scripts/lib/security-headers';
import { serveStatic, type RunningStatic } from '../../scripts/lib/static-server';
import { E2E_BASE_URL, sitePorts } from '../ports';

/**
 * The production edge (edge/varnish/) in a real Varnish: the four dists served as plain static origins, with no
 * composition of their own, and varnishd composing pages from them with the rendered VCL. What it serves must be
 * what the Node edge (the suite's own host at E2E_BASE_URL) serves.
 */
const VARNISHD = '/usr/sbin/varnishd';
const VARNISHADM = '/usr/bin/varnishadm';
const PORTS = sitePorts(30);
const EDGE = `http://127.0.0.1:${PORTS.admin + 1}`;
const PATHS = [
  '/',
  '/about',
  '/destinations/asia',
  '/destinations/asia/?utm_source=newsletter', // the canonical link names the page without the slash and query
  '/books/kitchen', // a page's schema.org addresses name the site's origin through includes in its fragment
  '/books?q=tokyo', // and the edge says the address has a query (the shelf hides its unfiltered books)
  '/books?',
  '/genres/',
  '/auth',
  '/newsletter-admin',
  '/destinations/paris',
  '/destinations/regions/nowhere',
  '/nowhere',
  '/sitemap.xml', // composed from the host's and each remote's entries, at the site's origin
  '/robots.txt',
];

const origins = new Map<string, RunningStatic>();
let varnishd: ChildProcess | undefined;
let workDir: string | undefined;
let config: ReturnType<typeof localRuntimeConfig> | undefined;

async function get(base: string, pathname: string): Promise<{ status: number; html: string; cacheControl: string | null }> {
  const response = await fetch(new URL(pathname, base), { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control') };
}

/** A GET of the target exactly as written (fetch() would resolve its dot segments and read `//x` as a host). */
function getAsSent(base: string, target: string): Promise<{ status: number; body: string; location?: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${base}${target}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

async function startVarnish(vclFile: string, dir: string): Promise<void> {
  let output = '';
  const child = spawn(VARNISHD, ['-F', '-f', vclFile, '-a', new URL(EDGE).host, '-n', dir, '-s', 'malloc,64m'], { stdio: ['ignore', 'pipe', 'pipe'] });
  varnishd = child;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${EDGE}/about`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`varnishd did not answer on ${EDGE} in 20 s:\n${output}`);
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  if (!existsSync(VARNISHD)) {
    throw new Error(`No varnishd at ${VARNISHD}: install Debian's package (sudo apt-get install varnish) and run the tests again.`);
  }
  const { url, anonKey } = backend();
  // The browser loads the remotes from these origins directly; only the pages go through Varnish.
  config = localRuntimeConfig(url, anonKey, PORTS);
  for (const app of apps) {
    const isHost = app === hostApp;
    origins.set(
      app.options.name,
      await serveStatic({
        dir: app.distDir,
        port: PORTS[app.options.name as keyof typeof PORTS],
        label: `${app.options.app} (origin for varnish)`,
        files: isHost ? { '/runtime-config.json': `${JSON.stringify(config, null, 2)}\n` } : {},
      }),
    );
  }
  workDir = await mkdtemp(path.join(os.tmpdir(), 'wanderpages-varnish-'));
  // varnishd reads the VCL as its own unprivileged user, not as root.
  await chmod(workDir, 0o755);
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  const vcl = await renderVclFor(hostApp.distDir, {
    host: origin(PORTS.host),
    catalogue: origin(PORTS.catalogue),
    engagement: origin(PORTS.engagement),
    admin: origin(PORTS.admin),
  }, E2E_BASE_URL, config); // the site's origin: the Node edge's, whose pages these are compared with
  const vclFile = path.join(workDir, 'wanderpages.vcl');
  await writeFile(vclFile, vcl);
  await startVarnish(vclFile, path.join(workDir, 'varnishd'));
});

test.afterAll(async () => {
  if (varnishd && varnishd.exitCode === null) {
    const exited = new Promise((resolve) => varnishd?.once('exit', resolve));
    varnishd.kill('SIGTERM');
    await exited;
  }
  await Promise.all([...origins.values()].map((origin) => origin.close()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('Varnish composes pages, sections and not-found pages as the Node edge does', async () => {
  const asia = await get(EDGE, '/destinations/asia');
  expect(asia.status).toBe(200);
  expect(asia.html).toContain('The God of Small Things');
  expect(asia.html).toContain('<title>Asia · Wanderpages</title>');
  // Fetched afresh on every load, yet allowed in the back/forward cache (docs/decisions/048).
  expect(asia.cacheControl).toBe('no-cache');

  const home = await get(EDGE, '/');
  expect(home.status).toBe(200);
  expect(home.html).toContain('Featured Mediterranean classics');
  expect(home.html).toContain('data-fragment="engagement/NewsletterSection"');

  for (const pathname of ['/destinations/paris', '/destinations/regions/nowhere', '/nowhere']) {
    const missing = await get(EDGE, pathname);
    expect(missing.status, pathname).toBe(404);
    expect(missing.html, pathname).toContain('Page not found');
  }

  // Same dist, same fragments: byte for byte what the Node edge composes, status included.
  for (const pathname of PATHS) {
    const [viaVarnish, viaNode] = await Promise.all([get(EDGE, pathname), get(E2E_BASE_URL, pathname)]);
    expect(viaVarnish.status, pathname).toBe(viaNode.status);
    expect(viaVarnish.cacheControl, pathname).toBe(viaNode.cacheControl);
    expect(viaVarnish.html === viaNode.html, `${pathname}: Varnish and the Node edge compose different HTML`).toBe(true);
  }
  // Each page names its address at the site's origin (--site); the not-found page names none.
  const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]);
  expect(canonicals((await get(EDGE, '/destinations/asia/?utm_source=newsletter')).html)).toEqual([`${E2E_BASE_URL}/destinations/asia`]);
  expect(canonicals((await get(EDGE, '/about')).html)).toEqual([`${E2E_BASE_URL}/about`]);
  expect(canonicals((await get(EDGE, '/destinations/paris')).html)).toEqual([]);
  expect(canonicals((await get(EDGE, '/nowhere')).html)).toEqual([]);
  // The address has a query: said beside the canonical link, for fragments composed by path (decision 045).
  const marked = async (pathname: string) => (await get(EDGE, pathname)).html.includes('<meta name="wanderpages-address" content="has-query" />');
  expect(await marked('/books?q=tokyo')).toBe(true);
  expect(await marked('/books')).toBe(false);
  expect(await marked('/books?')).toBe(false);
  const sitemap = await fetch(new URL('/sitemap.xml', EDGE));
  expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(await sitemap.text()).toContain(`<url><loc>${E2E_BASE_URL}/destinations/regions/tokyo</loc></url>`);
  expect((await get(EDGE, '/robots.txt')).html).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
  // A page's schema.org data names pages at the site's origin: the page fragment's own includes, answered too.
  const kitchen = (await get(EDGE, '/books/kitchen')).html;
  expect(kitchen).toContain(`"url":"${E2E_BASE_URL}/books/kitchen"`);
  expect(kitchen).not.toContain('<esi:');
});

test('odd and hostile addresses get the same answer from Varnish as from the Node edge, never raw includes', async () => {
  const origin = new URL(origins.get('host')?.url ?? '').host;
  const cases: Array<[target: string, status: number]> = [
    ['//evil.example', 404], // not a host: URL() read it as one, and Varnish passed the host's raw shell on as 200
    [`//${origin}/_shell/catalogue-destinations.html`, 301], // to /localhost:…/_shell/…, a path of this site (a 404)
    ['//', 301], // empty segments: to the address with each run of slashes as one (the routers match none)
    ['/destinations//asia?from=link', 301],
    ['/destinations/asi%61', 301], // an encoded unreserved character: to /destinations/asia
    ['/abou%74', 301],
    ['/newsletter-admin/', 200], // a trailing slash: the page, as the routers have it
    ['/auth/', 200],
    ['/%2F', 404], // an encoded slash: a static origin that decodes it served the home page
    ['/destinations%2Fasia', 404],
    ['/destinations/asia%2F..%2F..', 404],
    ['/destinations\\asia', 404],
    ['/runtime-config.json/..', 404], // a dot segment: the Node edge resolved it to the home page
    ['/./about', 404],
    ['/destinations/%2e%2e', 404],
    ['/_edge/routes.json', 404], // the edge's own inputs
    ['/_edge/canonical-link', 404], // an include's address, which means something only inside a page
    ['/_shell/catalogue-destinations.html.gz', 404],
    ['/%E0%A4%A', 400],
    ['/destinations/%00', 404],
    ['/evil.example', 404],
  ];
  for (const [target, status] of cases) {
    const [viaVarnish, viaNode] = await Promise.all([getAsSent(EDGE, target), getAsSent(E2E_BASE_URL, target)]);
    expect(viaNode.status, `${target} on the Node edge`).toBe(status);
    expect(viaVarnish.status, `${target} on Varnish`).toBe(status);
    expect(viaVarnish.body === viaNode.body, `${target}: Varnish and the Node edge answer different bodies`).toBe(true);
    expect(viaVarnish.location, target).toBe(viaNode.location);
    if (status === 301) expect(viaNode.location, target).toMatch(/^\/(?!\/)/); // on this site, never //host
    expect(viaVarnish.body, target).not.toContain('<esi:');
    if (status === 404 && viaNode.body.startsWith('<!')) expect(viaNode.body, target).toContain('Page not found');
  }
});

test('a form sent with JavaScript off gets the same readable 405 from Varnish as from the Node edge', async () => {
  // The site's forms post (decision 044): what a person reads after sending one with no script to handle it.
  for (const target of ['/auth', '/', '/contact', '/remoteEntry.js']) {
    const send = (base: string) =>
      fetch(new URL(target, base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=reader%40example.com&password=secret-words',
        signal: AbortSignal.timeout(10_000),
      });
    const [viaVarnish, viaNode] = await Promise.all([send(EDGE), send(E2E_BASE_URL)]);
    const [varnishBody, nodeBody] = await Promise.all([viaVarnish.text(), viaNode.text()]);
    for (const [edge, response] of [['Varnish', viaVarnish], ['the Node edge', viaNode]] as const) {
      expect(response.status, `${target} on ${edge}`).toBe(405);
      expect(response.headers.get('allow'), `${target} on ${edge}`).toBe('GET, HEAD');
    }
    expect(nodeBody, target).toContain('nothing sent to it was read or stored');
    expect(varnishBody === nodeBody, `${target}: Varnish and the Node edge answer different bodies`).toBe(true);
  }
});

test('Varnish sends the security headers on pages, files and not-found pages, with the config’s origins', async () => {
  const expected = { 'content-security-policy': contentSecurityPolicy(config), ...lowerCased(FIXED_SECURITY_HEADERS) };
  // The browser loads the remotes and talks to Supabase at the config's origins, which the policy must name.
  for (const origin of [`http://localhost:${PORTS.catalogue}`, `http://localhost:${PORTS.admin}`, backend().url]) {
    expect(expected['content-security-policy']).toContain(origin);
  }
  for (const pathname of ['/', '/destinations/asia', '/auth', '/newsletter-admin', '/nowhere', '/runtime-config.json', '/favicon.ico']) {
    const response = await fetch(new URL(pathname, EDGE), { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    const got = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers.get(name)]));
    expect(got, pathname).toEqual(expected);
  }
});

function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

test('a page through Varnish comes alive in Chromium with no console errors', async ({ page }) => {
  // The page runs under the edge's Content-Security-Policy: a violation would be a console error, which the
  // fixture's guard fails the test on.
  await page.goto(`${EDGE}/destinations/asia`);
  await expect(page).toHaveTitle('Asia · Wanderpages');
  await expect(page.getByText('The God of Small Things').first()).toBeVisible();

  await page.goto(`${EDGE}/`);
  await expect(page.getByRole('heading', { name: /Featured Mediterranean classics/i })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab'); // the visitor's first intent starts the page's scripts (decision 037)
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
  await expect(page.locator('[data-slot-content][data-takeover="hydrated"]')).toHaveCount(5);
  await expect(page.getByText('Loading featured books…')).toHaveCount(0);
});

/** What Varnish's health probe says of a backend now: "healthy" or "sick" (varnishadm backend.list). */
function backendHealth(name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(VARNISHADM, ['-n', path.join(workDir ?? '', 'varnishd'), 'backend.list', `boot.${name}`], (error, stdout) => {
      if (error) reject(error);
      // "boot.catalogue   probe    3/3      healthy    <last change>": the fourth column.
      else resolve(stdout.split('\n').find((line) => line.startsWith(`boot.${name} `))?.trim().split(/\s+/)[3] ?? stdout);
    });
  });
}

test('a remote that answers too late costs a page its include limits, then nothing once sick', async () => {
  const catalogue = apps.find((app) => app.options.name === 'catalogue');
  await origins.get('catalogue')?.close();
  origins.delete('catalogue');
  // A catalogue that takes 2.5 s over each fragment and never answers the health probe. Varnish gives an include
  // up after 1 s (first_byte_timeout; edge/varnish/README.md, Timeouts): a page that waited for the fragment
  // would carry it; the page as sent carries the placeholder, though the origin was asked.
  let fragmentRequests = 0;
  const late = createServer((req, res) => {
    if (req.url?.endsWith('/fragments/manifest.json')) return; // the probe: never answered
    fragmentRequests += 1;
    setTimeout(() => res.end('<section><h2>A fragment that came too late</h2></section>'), 2500).unref();
  });
  await new Promise<void>((resolve) => late.listen(PORTS.catalogue, resolve));
  try {
    const home = await get(EDGE, '/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Travel reads, delivered');
    expect(home.html).toContain('Loading featured books…');
    expect(home.html).not.toContain('A fragment that came too late');
    expect(home.html).not.toContain('Featured Mediterranean classics');
    expect(fragmentRequests).toBeGreaterThan(0);

    // The health probe takes the remote out of pages: their includes are then left empty without asking it.
    await expect.poll(() => backendHealth('catalogue'), { timeout: 15_000 }).toBe('sick');
    fragmentRequests = 0;
    const asia = await get(EDGE, '/destinations/asia');
    expect(asia.status).toBe(200);
    expect(asia.html).toContain('Loading the book catalogue…');
    expect(fragmentRequests).toBe(0);
  } finally {
    late.closeAllConnections();
    await new Promise<void>((resolve) => late.close(() => resolve()));
    if (catalogue) {
      origins.set('catalogue', await serveStatic({ dir: catalogue.distDir, port: PORTS.catalogue, label: 'remote-catalogue (origin for varnish)' }));
    }
  }
  await expect.poll(() => backendHealth('catalogue'), { timeout: 15_000 }).toBe('healthy');
  expect((await get(EDGE, '/destinations/asia')).html).toContain('The God of Small Things');
});

// Last: it stops an origin for good (the health probe would need a few seconds to take it back).
test('with a remote stopped, pages still answer 200 with the other remotes’ parts', async () => {
  await origins.get('engagement')?.close();
  origins.delete('engagement');

  const home = await get(EDGE, '/');
  expect(home.status).toBe(200);
  expect(home.html).toContain('Featured Mediterranean classics');
  expect(home.html).toContain('data-fragment="catalogue/GenreSection"');
  expect(home.html).not.toContain('data-fragment="engagement/NewsletterSection"');

  // Its own page: the shell with its placeholder and the site's title, 200 (the browser retries the remote).
  const auth = await get(EDGE, '/auth');
  expect(auth.status).toBe(200);
  expect(auth.html).toContain('<title>Wanderpages — Books that capture places</title>');
  expect(auth.html).toContain('Loading sign in…');

  // The sitemap leaves the stopped remote's pages out for now (decision 047), and stays a whole document.
  const sitemap = await get(EDGE, '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(sitemap.html).toContain(`<url><loc>${E2E_BASE_URL}/destinations/asia</loc></url>`);
  expect(sitemap.html).not.toContain(`<loc>${E2E_BASE_URL}/auth</loc>`);
  expect(sitemap.html).not.toContain('<esi:');
  expect(sitemap.html.endsWith('</url>\n</urlset>\n')).toBe(true);
});
