import { createServer, request as httpRequest } from 'node:http';
import { backend, E2E_ADMIN, expect, signIn, test, uniqueEmail } from '../fixtures';
import type { Page } from '@playwright/test';
import { localRuntimeConfig } from '../../scripts/lib/runtime-config-file';
import { contentSecurityPolicy, FIXED_SECURITY_HEADERS } from '../../scripts/lib/security-headers';
import { E2E_BASE_URL, E2E_PORTS } from '../ports';
import { CATALOGUE_ROUTES } from '../spec-routes';

/**
 * The site runs under its own Content-Security-Policy (docs/decisions/026): every route loads, the remotes take
 * their parts over, the runtime paths run (supabase-js, the chat, a signup, the admin dashboard), and not one
 * securitypolicyviolation event or CSP console message may appear. Plus the other headers, and 421 for a foreign
 * Host on every server.
 */
const ROUTES = ['/', '/about', '/contact', '/privacy', '/auth', ...CATALOGUE_ROUTES, '/no/such/page'];
const UNKNOWN = '/no/such/page';

function expectedHeaders(): Record<string, string> {
  const { url, anonKey } = backend();
  const policy = contentSecurityPolicy(localRuntimeConfig(url, anonKey, E2E_PORTS));
  const fixed = Object.entries(FIXED_SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]);
  return { 'content-security-policy': policy, ...Object.fromEntries(fixed) };
}

function pick(headers: Record<string, string>, names: string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

/** Records every violation from the first byte of each document on (an init script runs before the page's). */
function recordViolations(page: Page): { read(): Promise<string[]> } {
  void page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = log;
    window.addEventListener(
      'securitypolicyviolation',
      (event) => log.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
      true,
    );
  });
  // Console errors and warnings (a CSP or Permissions-Policy report is one) fail the test through the fixture's guard.
  return {
    read: () => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? ['no recorder']),
  };
}

test('every route loads under the CSP with no violation, and every page carries the security headers', async ({ page, expectConsole }) => {
  // The unknown path's 404: the document's own status, and the not-found page's log of it.
  expectConsole('error', /status of 404/);
  expectConsole('error', `404 Error: User attempted to access non-existent route: ${UNKNOWN}`);
  test.setTimeout(180_000);
  const watch = recordViolations(page);
  const expected = expectedHeaders();
  for (const route of ROUTES) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(route === UNKNOWN ? 404 : 200);
    expect(pick(await response!.allHeaders(), Object.keys(expected)), route).toEqual(expected);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    // The remotes load after the page (on intent or on idle): wait until the network settles, then read.
    await page.waitForLoadState('networkidle');
    expect(await watch.read(), route).toEqual([]);
  }
});

test('the runtime paths run under the CSP: chat, a newsletter signup, sign-in and the admin dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = recordViolations(page);

  await page.goto('/');
  // The newsletter field loads supabase-js (on focus), then inserts through the REST API.
  const field = page.locator('#newsletter').getByRole('textbox');
  await field.fill(await uniqueEmail('csp'));
  await field.press('Enter');
  await expect(page.getByText('Welcome to Wanderpages!')).toBeVisible();
  await page.getByRole('button', { name: /open chat/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('Any books about Kyoto?');
  await dialog.getByRole('textbox').first().press('Enter');
  await expect(dialog.getByRole('textbox', { name: /email/i })).toBeVisible();
  expect(await watch.read()).toEqual([]);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  expect(await watch.read()).toEqual([]);
  const response = await page.goto('/newsletter-admin');
  expect(pick(await response!.allHeaders(), Object.keys(expectedHeaders()))).toEqual(expectedHeaders());
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${E2E_ADMIN.email}`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await watch.read()).toEqual([]);
});

test('/newsletter-admin cannot be framed by another site', async ({ page, consoleGuard }) => {
  const headers = (await page.request.get('/newsletter-admin')).headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");

  // A page on another origin that tries: Chromium refuses to render the admin page inside it. (The framing page
  // is served from loopback: Chromium blocks a public page from loading localhost anyway, for its own reasons.)
  const framer = createServer((_, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><title>framer</title><iframe title="admin" src="${E2E_BASE_URL}/newsletter-admin"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(E2E_PORTS.admin + 90, '127.0.0.1', resolve));
  try {
    // Chromium says so in the console: expected here, and required (the guard fails the test if it never comes).
    consoleGuard.expect('error', /frame-ancestors|X-Frame-Options/);
    await page.goto(`http://127.0.0.1:${E2E_PORTS.admin + 90}/`);
    await expect.poll(() => consoleGuard.seen('error', /frame-ancestors|X-Frame-Options/)).toBe(true);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    await expect(frame!.getByRole('banner')).toHaveCount(0);
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});

test('files, the runtime config and a remote’s scripts carry nosniff and the referrer policy too', async ({ page }) => {
  const expected = expectedHeaders();
  const urls = [
    `${E2E_BASE_URL}/runtime-config.json`,
    `${E2E_BASE_URL}/missing-file.js`,
    ...(['catalogue', 'engagement', 'admin'] as const).flatMap((remote) => [
      `http://localhost:${E2E_PORTS[remote]}/mf-manifest.json`,
      `http://localhost:${E2E_PORTS[remote]}/remoteEntry.js`,
    ]),
  ];
  for (const url of urls) {
    const response = await page.request.get(url);
    expect(pick(response.headers(), Object.keys(expected)), url).toEqual(expected);
    // Cross-origin scripts and manifests stay fetchable by the host's pages, as before.
    expect(response.headers()['access-control-allow-origin'], url).toBe('*');
  }
});

/** A raw request with a Host header of our choosing (fetch will not send a forged one). */
function get(port: number, host: string | undefined, path = '/'): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, headers: host === undefined ? {} : { host }, setHost: host !== undefined };
    const req = httpRequest(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('every local server refuses a Host it does not serve (DNS rebinding) with 421, and answers its own names', async () => {
  for (const port of Object.values(E2E_PORTS)) {
    for (const foreign of ['evil.example', `evil.example:${port}`, `localhost:${port + 100}`, `127.0.0.1.evil.example:${port}`]) {
      const answer = await get(port, foreign, '/mf-manifest.json');
      expect(answer.status, `${port} Host "${foreign}"`).toBe(421);
      expect(answer.body).toContain(`only answers Host localhost:${port}`);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    // No Host at all: refused too (Node's parser answers 400 before our check, as HTTP/1.1 requires).
    expect([400, 421]).toContain((await get(port, undefined)).status);
    for (const own of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await get(port, own, port === E2E_PORTS.host ? '/about' : '/mf-manifest.json')).status, `${port} Host ${own}`).toBe(200);
    }
  }
});

test('bad input is a 4xx with the headers, never a 5xx', async () => {
  const expected = expectedHeaders();
  for (const [path, status] of [
    ['/%E0%A4%A', 400],
    ['/%00', 404],
    ['/..%2F..%2Fpackage.json', 404],
    ['/.env', 404],
  ] as const) {
    const answer = await get(E2E_PORTS.host, `localhost:${E2E_PORTS.host}`, path);
    expect(answer.status, path).toBe(status);
    expect(answer.headers['x-frame-options'], path).toBe(expected['x-frame-options']);
  }
  // A target that starts with // is a path, never another host's address (URL() read `//x/mf-manifest.json` as
  // /mf-manifest.json); an encoded slash or a dot segment names no file.
  const remote = `localhost:${E2E_PORTS.catalogue}`;
  for (const path of [`//${remote}/mf-manifest.json`, '/fragments%2Fmanifest.json', '/fragments/x/../manifest.json']) {
    expect((await get(E2E_PORTS.catalogue, remote, path)).status, path).toBe(404);
  }
  expect((await get(E2E_PORTS.catalogue, remote, '/fragments/manifest.json')).status).toBe(200);
  // An address longer than Node reads (16 KB with the headers): a sentence, not an empty 431.
  const long = await get(E2E_PORTS.host, `localhost:${E2E_PORTS.host}`, `/books?q=${'a'.repeat(20_000)}`);
  expect(long.status).toBe(431);
  expect(long.body).toContain('longer than this server accepts');
  const posted = await fetch(`http://localhost:${E2E_PORTS.catalogue}/remoteEntry.js`, { method: 'POST' });
  expect(posted.status).toBe(405);
});
