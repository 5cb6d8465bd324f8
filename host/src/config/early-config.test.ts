/**
 * The page's one request for runtime-config.json, as the entry makes it (early-config.ts) and the gate may have made
 * it before (config-request.ts). Each test is a new page: the modules are loaded afresh, with their state.
 */
import { TEST_RUNTIME_CONFIG } from '../testing/federation-fixtures';

const config = TEST_RUNTIME_CONFIG;

/** The server: what runtime-config.json answers now (a status, or the config), and how often it was asked. */
function serveConfig(answer: { status: number } | { json: unknown }) {
  const server = { answer, requests: 0 };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    expect([String(input), init?.cache]).toEqual(['/runtime-config.json', 'no-store']);
    server.requests += 1;
    return 'json' in server.answer ? Response.json(server.answer.json) : new Response('', { status: server.answer.status });
  });
  return server;
}

/** A new page's modules: the entry's config, the gate's request, and the Retry a reader presses. */
async function newPage() {
  jest.resetModules();
  return {
    ...(await import('./early-config')),
    ...(await import('./config-request')),
    ...(await import('../federation/remote-retry')),
  };
}

afterEach(async () => {
  (await import('./config-request')).takeConfigRequest(); // a request the gate left on globalThis
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the runtime config', () => {
  it("takes the request the start gate made instead of asking again", async () => {
    const server = serveConfig({ json: config });
    const page = await newPage();
    void page.startConfigRequest(); // the gate, while the page was idle
    page.startConfigFetch(); // the entry
    expect(await page.loadManifestUrls()).toEqual(config.remotes);
    expect(await page.runtimeConfig()).toEqual(config);
    expect(server.requests).toBe(1);
  });

  it('asks once without a gate (the development server), for the remotes and Supabase alike', async () => {
    const server = serveConfig({ json: config });
    const page = await newPage();
    page.startConfigFetch();
    page.startConfigFetch();
    const [remotes, whole] = await Promise.all([page.loadManifestUrls(), page.runtimeConfig()]);
    expect(remotes).toEqual(config.remotes);
    expect(whole).toEqual(config);
    expect(server.requests).toBe(1);
  });

  it('gives the remotes their manifests in a task after the one that asks, even when the answer is there already', async () => {
    serveConfig({ json: config });
    const page = await newPage();
    await page.runtimeConfig(); // answered: the gate had it from while the page was idle
    jest.useFakeTimers();
    let remotes: unknown;
    void page.loadManifestUrls().then((found) => (remotes = found));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(remotes).toBeUndefined();
    await jest.runAllTimersAsync();
    expect(remotes).toEqual(config.remotes);
  });

  it("names what is wrong with a config that is not the site's", async () => {
    serveConfig({ json: { ...config, supabaseAnonKey: 'not-a-jwt' } });
    const page = await newPage();
    await expect(page.runtimeConfig()).rejects.toThrow('"supabaseAnonKey" is missing or not a JWT');
  });
});

describe('a runtime config that could not be had', () => {
  it('is not asked for again until the reader presses Retry: the slots explaining their failure get the same answer', async () => {
    const server = serveConfig({ status: 503 });
    const page = await newPage();
    page.startConfigFetch();
    await expect(page.runtimeConfig()).rejects.toThrow('/runtime-config.json answered 503');
    await expect(page.loadManifestUrls()).rejects.toThrow('/runtime-config.json answered 503');
    expect(server.requests).toBe(1);
  });

  it('is asked for once per Retry, for everyone who asks after it, whether it then comes or fails again', async () => {
    const server = serveConfig({ status: 503 });
    const page = await newPage();
    page.startConfigFetch();
    await expect(page.runtimeConfig()).rejects.toThrow();

    page.notifyRetry('engagement');
    await expect(page.runtimeConfig()).rejects.toThrow('/runtime-config.json answered 503'); // Supabase
    await expect(page.loadManifestUrls()).rejects.toThrow(); // the slots, and the explanation of their failure
    expect(server.requests).toBe(2);

    server.answer = { json: config };
    page.notifyRetry('catalogue', 'engagement');
    expect(await page.runtimeConfig()).toEqual(config);
    expect(await page.loadManifestUrls()).toEqual(config.remotes);
    expect(server.requests).toBe(3);
  });

  it('is asked for again, once, on the next page the reader goes to, as a Retry would', async () => {
    const server = serveConfig({ status: 503 });
    const page = await newPage();
    await expect(page.runtimeConfig()).rejects.toThrow();
    server.answer = { json: config };
    window.history.pushState(null, '', '/destinations/asia'); // a link followed (the router's navigation)
    const [remotes, whole] = await Promise.all([page.loadManifestUrls(), page.runtimeConfig()]);
    expect(remotes).toEqual(config.remotes);
    expect(whole).toEqual(config);
    expect(server.requests).toBe(2);
    window.history.pushState(null, '', '/');
  });

  it('is asked for again after a Retry when the first answer was no config', async () => {
    const server = serveConfig({ json: { remotes: config.remotes } });
    const page = await newPage();
    await expect(page.runtimeConfig()).rejects.toThrow('"supabaseAnonKey" is missing or not a JWT');
    server.answer = { json: config };
    page.notifyRetry('catalogue');
    expect(await page.runtimeConfig()).toEqual(config);
    expect(server.requests).toBe(2);
  });
});

it('a Retry of a remote that failed for another reason does not ask for a config that came', async () => {
  const server = serveConfig({ json: config });
  const page = await newPage();
  await page.runtimeConfig();
  page.notifyRetry('catalogue');
  expect(await page.loadManifestUrls()).toEqual(config.remotes);
  expect(server.requests).toBe(1);
});
