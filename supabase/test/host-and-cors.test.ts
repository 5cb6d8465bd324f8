/** A local instance cannot be driven by another site: CORS only for the site's origins, no foreign Host (DNS rebinding). */
import { startTestBackend, type TestBackend } from '../src/testing';
import { rawRequest } from './helpers/raw-request';

jest.setTimeout(60_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ corsOrigins: ['http://localhost:3000'] });
});

afterAll(async () => {
  await backend?.close();
});

function preflight(path: string, origin: string) {
  return rawRequest(`${backend.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, content-type' },
  });
}

it('answers CORS on /rest/v1 and /auth/v1 only for the configured origins', async () => {
  const site = await preflight('/rest/v1/newsletter_signups', 'http://localhost:3000');
  expect(site.status).toBe(204);
  expect(site.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  const auth = await preflight('/auth/v1/token', 'http://localhost:3000');
  expect(auth.headers['access-control-allow-origin']).toBe('http://localhost:3000');

  const evil = await preflight('/rest/v1/newsletter_signups', 'https://evil.example');
  expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  expect(evil.status).toBe(403);
  // A blind cross-site write (no preflight: a form POST carrying ?apikey=) is refused, not just unreadable.
  const blind = await rawRequest(`${backend.url}/rest/v1/newsletter_signups?apikey=${backend.anonKey}`, {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    body: '{"email":"blind@example.com","source":"chatbot"}',
  });
  expect(blind.status).toBe(403);
  expect(JSON.parse(blind.body)).toEqual({ message: 'Origin https://evil.example is not allowed to call this local backend' });
});

it('never answers CORS on /mailbox or the admin API, and refuses foreign origins there', async () => {
  for (const path of ['/mailbox', '/auth/v1/admin/users']) {
    const response = await rawRequest(`${backend.url}${path}`, { headers: { origin: 'http://localhost:3000', apikey: backend.serviceRoleKey } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.status).toBe(403);
  }
  // A person at the machine: the browser's address bar sends no Origin.
  const page = await rawRequest(`${backend.url}/mailbox`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
});

it('refuses a Host that is not a loopback name with our port (DNS rebinding) with 421', async () => {
  for (const host of ['evil.example', `evil.example:${backend.port}`, 'localhost:1', `127.0.0.2:${backend.port}`]) {
    const response = await rawRequest(`${backend.url}/mailbox?format=json`, { headers: { host } });
    expect(response.status).toBe(421);
    expect(JSON.parse(response.body).message).toMatch(/^Misdirected request/);
  }
  for (const host of [`localhost:${backend.port}`, `127.0.0.1:${backend.port}`, `[::1]:${backend.port}`]) {
    expect((await rawRequest(`${backend.url}/mailbox?format=json`, { headers: { host } })).status).toBe(200);
  }
});

it('serves a host named in allowedHosts', async () => {
  const named = await startTestBackend({ allowedHosts: ['wanderpages.test'] });
  try {
    const response = await rawRequest(`${named.url}/mailbox?format=json`, { headers: { host: `wanderpages.test:${named.port}` } });
    expect(response.status).toBe(200);
  } finally {
    await named.close();
  }
});
