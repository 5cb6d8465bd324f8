import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderFragment } from '@wanderpages/shared/fragments';
import { bookPath } from '../data/book-links';
import { CatalogueRoutes } from '../exposed/catalogue-routes';
import { hydrateCatalogueFragment, paintFragment } from '../testing/hydrate-fragment';
import { jsonLdBlocks, parseHtml, scriptTypes } from '../testing/structured-data';

// Four pages rendered to strings and hydrated, twice each, in jsdom on a busy machine.
jest.setTimeout(30_000);

/** As src/fragments.tsx has the build render every page: the routes' module, at the page's path. */
const MODULE = 'catalogue/CatalogueRoutes';
const fragmentOf = (path: string) => renderFragment(MODULE, CatalogueRoutes, path, 'test-build', { start: true }).html;

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
    const document = parseHtml(html);
    expect(jsonLdBlocks(document).map((block) => block['@type']).sort()).toEqual(types);
    expect(scriptTypes(document)).toEqual(types.map(() => 'application/ld+json'));
  });

  // The edge serves a page at its path with a trailing slash too (decision 045), with the same fragment.
  it.each([path, `${path}/`])('hydrates at %s with the very blocks it was prerendered with', async (address) => {
    const element = paintFragment(html);
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
