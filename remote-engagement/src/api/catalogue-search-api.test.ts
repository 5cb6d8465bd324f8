/**
 * The chat guide's way to the catalogue's search (docs/decisions/028), through a real Module Federation runtime
 * instance, as on the page. The only stand-in is the catalogue's remote entry: a runtime plugin answers the
 * runtime's loadEntry with a container instead of a script over the network (jsdom runs no scripts). What the guide
 * does when the catalogue is absent, answers, is slow, breaks, and comes back.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { CatalogueRecommendation, CatalogueSearch } from '@wanderpages/shared';
import { expectConsole } from '../../../jest/console-guard';

type Api = typeof import('./catalogue-search-api');
type Runtime = typeof import('@module-federation/enhanced/runtime');

let api: Api;
let runtime: Runtime;
/** The runtime caches a remote's entry page-wide by name and URL: each test's catalogue is at its own URL. */
let page = 0;

beforeEach(async () => {
  jest.resetModules(); // each test starts with nothing loaded or cached by the module
  page += 1;
  runtime = await import('@module-federation/enhanced/runtime');
  api = await import('./catalogue-search-api');
});

afterEach(() => {
  jest.useRealTimers();
  // The runtime keeps every instance in a page-wide list; each test builds its own page.
  (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__?.__INSTANCES__?.splice(0);
});

/** A page's federation instance whose `catalogue` remote serves `./Search` from `search()`. */
function pageWithCatalogue(search: () => Promise<Partial<CatalogueSearch>>): void {
  const entry: ModuleFederationRuntimePlugin = {
    name: 'test-catalogue-entry',
    loadEntry: ({ remoteInfo }) =>
      remoteInfo.name === 'catalogue'
        ? {
            init: () => undefined,
            // A module factory per expose, as a container's get() gives; the module may take its time.
            get: (expose: string) => async () => {
              if (expose !== './Search') throw new Error(`the catalogue exposes no ${expose}`);
              return search();
            },
          }
        : undefined,
  };
  // Like the host's: every remote registered, the catalogue one of them.
  const remotes = ['catalogue', 'engagement', 'admin'].map((name) => ({ name, entry: `http://${name}-${page}.test/remoteEntry.js` }));
  runtime.createInstance({ name: 'test_host', remotes, plugins: [entry] });
}

/** What a catalogue answers for a message naming Tokyo (the shape of catalogue/Search's answer). */
const TOKYO: CatalogueRecommendation = {
  kind: 'place',
  about: 'Tokyo',
  books: [{ title: 'Norwegian Wood', author: 'Haruki Murakami', link: '/books/norwegian-wood' }],
};

/** Another runtime on the page (a remote's own instance): it registered no catalogue and must not be asked. */
function otherInstance(): void {
  runtime.createInstance({ name: 'test_other', remotes: [{ name: 'search_elsewhere', entry: `http://elsewhere-${page}.test/remoteEntry.js` }] });
}

it('standalone (no instance registered the catalogue), the guide has no recommendation and says nothing', async () => {
  otherInstance();
  await expect(api.recommendFor('Any books about Tokyo?')).resolves.toBeNull();
});

it("asks the instance that registered the catalogue, with the visitor's message and a limit of three books, and gives its answer", async () => {
  const asked: Array<[string, number | undefined]> = [];
  otherInstance();
  pageWithCatalogue(async () => ({
    recommendBooks: (message: string, limit?: number) => {
      asked.push([message, limit]);
      return message.includes('Tokyo') ? TOKYO : null;
    },
  }));
  await expect(api.recommendFor('Any books about Tokyo?')).resolves.toEqual(TOKYO);
  await expect(api.recommendFor('and Kyoto?')).resolves.toBeNull();
  expect(asked).toEqual([
    ['Any books about Tokyo?', 3],
    ['and Kyoto?', 3],
  ]);
});

it('a catalogue without recommendBooks: no recommendation and a warning; the next message asks again', async () => {
  expectConsole('warn', /^The chat guide answers without the catalogue: catalogue\/Search could not be loaded\./);
  const search: Partial<CatalogueSearch> = {};
  let loads = 0;
  pageWithCatalogue(async () => {
    loads += 1;
    return search;
  });
  await expect(api.recommendFor('Tokyo')).resolves.toBeNull();

  // The catalogue is fixed (a redeploy): the next message loads it again and is answered.
  const asked: string[] = [];
  search.recommendBooks = (message: string) => {
    asked.push(message);
    return null;
  };
  await api.recommendFor('Tokyo again');
  expect(asked).toEqual(['Tokyo again']);
  expect(loads).toBe(2);
});

it('a catalogue that does not answer within 3 s counts as away for that message', async () => {
  expectConsole('warn', /^The chat guide answers without the catalogue/);
  jest.useFakeTimers();
  pageWithCatalogue(() => new Promise(() => undefined)); // never answers
  let settled = false;
  const reply = api.recommendFor('Tokyo').then((value) => {
    settled = true;
    return value;
  });
  await jest.advanceTimersByTimeAsync(2999);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await expect(reply).resolves.toBeNull();
});

it('a catalogue search that throws on a message: no recommendation and a warning, not an error in the chat', async () => {
  expectConsole('warn', /^catalogue\/Search failed on a chat message\./);
  pageWithCatalogue(async () => ({
    recommendBooks: () => {
      throw new Error('index not ready');
    },
  }));
  await expect(api.recommendFor('Tokyo')).resolves.toBeNull();
});

it('loading early (when the chat opens) and the first message share one load', async () => {
  let loads = 0;
  pageWithCatalogue(async () => {
    loads += 1;
    return { recommendBooks: () => null };
  });
  const early = api.loadCatalogueSearch();
  await api.recommendFor('Tokyo');
  await early;
  expect(loads).toBe(1);
});
