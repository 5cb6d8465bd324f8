import { consumeWhenFailed } from './failed-preloads';

const HREF = 'http://cdn.test/engagement/remoteEntry.js';

/** A preload in the head, as the gate adds one: a script, or a manifest (`fetch`, CORS). */
function preload(as: 'script' | 'fetch' = 'script', href = HREF): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  consumeWhenFailed(link);
  document.head.append(link);
  return link;
}

/** The script elements of that address in the head (they have no role to query by). */
function scriptsFor(href: string): HTMLScriptElement[] {
  // querySelector: a <script> in the head has no role; its src is what matters.
  return [...document.head.querySelectorAll('script')].filter((script) => script.src === href);
}

afterEach(() => document.head.replaceChildren());

describe('a script preload whose fetch failed', () => {
  it('is consumed at once by a script of its own address, so a Retry of that script fetches it afresh', () => {
    const link = preload();
    expect(scriptsFor(HREF)).toHaveLength(0);
    link.dispatchEvent(new Event('error'));
    expect(scriptsFor(HREF)).toHaveLength(1);
  });

  it('leaves no script behind once that script has failed too', () => {
    preload().dispatchEvent(new Event('error'));
    scriptsFor(HREF)[0]!.dispatchEvent(new Event('error'));
    expect(scriptsFor(HREF)).toHaveLength(0);
  });

  it('leaves no script behind once that script has loaded (a browser that kept no error fetched it again)', () => {
    preload().dispatchEvent(new Event('error'));
    scriptsFor(HREF)[0]!.dispatchEvent(new Event('load'));
    expect(scriptsFor(HREF)).toHaveLength(0);
  });

  it('is consumed once, however often it reports the error', () => {
    const link = preload();
    link.dispatchEvent(new Event('error'));
    link.dispatchEvent(new Event('error'));
    expect(scriptsFor(HREF)).toHaveLength(1);
  });
});

describe('a fetch preload (a remote manifest) whose fetch failed', () => {
  const MANIFEST = 'http://cdn.test/engagement/mf-manifest.json';
  const fetchSpy = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.reject(new TypeError('Failed to fetch')));
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    fetchSpy.mockClear();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('is consumed at once by a fetch of its own address, as the runtime makes it, and adds no script', async () => {
    preload('fetch', MANIFEST).dispatchEvent(new Event('error'));
    expect(fetchSpy.mock.calls).toEqual([[MANIFEST]]);
    await Promise.resolve(); // its error is swallowed: no unhandled rejection
    expect(scriptsFor(MANIFEST)).toHaveLength(0);
  });

  it('is left alone when it loaded: the runtime will use it', () => {
    preload('fetch', MANIFEST).dispatchEvent(new Event('load'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

it('a script preload that loaded is left alone: its script will use it', () => {
  preload().dispatchEvent(new Event('load'));
  expect(scriptsFor(HREF)).toHaveLength(0);
});

it('consumes a failed preload in the document it is given', () => {
  const other = document.implementation.createHTMLDocument('another page');
  const link = other.createElement('link');
  link.href = HREF;
  consumeWhenFailed(link, other);
  other.head.append(link);
  link.dispatchEvent(new Event('error'));
  // querySelector: a <script> in the head has no role; its src is what matters.
  expect([...other.head.querySelectorAll('script')].map((script) => script.src)).toEqual([HREF]);
  expect(scriptsFor(HREF)).toHaveLength(0);
});
