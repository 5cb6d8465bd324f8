import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderFragment } from '@wanderpages/shared/fragments';
import { EDGE_ORIGIN, withEdgeOrigin } from '../components/edge-origin';
import { bookPath } from '../data/book-links';
import { CatalogueRoutes } from '../exposed/catalogue-routes';
import { hydrateCatalogueFragment, paintFragment } from '../testing/hydrate-fragment';
import { jsonLdBlocks, jsonLdTexts, parseHtml, scriptTypes } from '../testing/structured-data';

// Four pages rendered to strings and hydrated, twice each, in jsdom on a busy machine.
jest.setTimeout(30_000);

/** As src/fragments.tsx has the build render every page: the routes' module, at the page's path. */
const MODULE = 'catalogue/CatalogueRoutes';
const fragmentOf = (path: string) => renderFragment(MODULE, withEdgeOrigin(CatalogueRoutes), path, 'test-build', { start: true }).html;

/**
 * The fragment as an edge serves it in a page at this origin: its includes of the site's origin answered (both
 * edges do this themselves: e2e/tests/composition.spec.ts, edge-varnish.spec.ts). This page has no canonical link,
 * so its scripts take its own origin for the site's, as the edge's answer is here.
 */
const composed = (html: string) => html.replaceAll(EDGE_ORIGIN, window.location.origin);

const PAGES: Array<[path: string, types: string[]]> = [
  [bookPath('under-the-tuscan-sun'), ['Book', 'BreadcrumbList']],
  ['/destinations/regions/tokyo', ['BreadcrumbList', 'ItemList']],
  ['/genres/mystery', ['ItemList']], // its trail, "Genres / Mystery", links no page
  ['/destinations/asia', ['ItemList']],
];

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe.each(PAGES)('%s as the build prerenders it', (path, types) => {
  const html = fragmentOf(path);

  it('has its JSON-LD in the HTML a crawler reads, one data block per thing and no script to run', () => {
    const document = parseHtml(composed(html));
    expect(jsonLdBlocks(document).map((block) => block['@type']).sort()).toEqual(types);
    expect(scriptTypes(document)).toEqual(types.map(() => 'application/ld+json'));
  });

  it("names every address at the site's origin, through the edge's include: the only markup in its blocks", () => {
    const texts = jsonLdTexts(parseHtml(html));
    const addresses = texts.flatMap((text) => [...text.matchAll(/"(?:url|item)":"([^"]*)"/g)].map((match) => match[1] ?? ''));
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      expect(address.startsWith(EDGE_ORIGIN)).toBe(true);
      expect(address.slice(EDGE_ORIGIN.length)).toMatch(/^\/[a-z0-9/-]+$/);
    }
    for (const text of texts) expect(text.replaceAll(EDGE_ORIGIN, '')).not.toMatch(/[<>&]/);
    // Composed, each is an absolute address a crawler follows to a page of the site.
    const origin = window.location.origin;
    for (const text of jsonLdTexts(parseHtml(composed(html)))) {
      for (const [, address] of text.matchAll(/"(?:url|item)":"([^"]*)"/g)) expect(new URL(address!).origin).toBe(origin);
    }
  });

  // The edge serves a page at its path with a trailing slash too (decision 045), with the same fragment.
  it.each([path, `${path}/`])('hydrates at %s with the very blocks it was prerendered with', async (address) => {
    const element = paintFragment(composed(html));
    const painted = [...element.querySelectorAll('script')];
    const before = jsonLdBlocks(element);
    expect(before.map((block) => block['@type']).sort()).toEqual(types);
    const taken = await hydrateCatalogueFragment(element, address);
    root = taken.root;
    const { recoverable } = taken;
    // A mismatch would be a recoverable error (the root rendered afresh) or, for a block's text, React's warning,
    // which fails the test (jest/console-guard.ts).
    expect(recoverable).toEqual([]);
    expect(jsonLdBlocks(element)).toEqual(before);
    // The painted blocks stay: hydration adopted them rather than writing new ones.
    const after = [...element.querySelectorAll('script')];
    expect(after).toHaveLength(painted.length);
    after.forEach((script, index) => expect(script).toBe(painted[index]));
  });
});
