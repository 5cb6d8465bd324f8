import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../hooks/use-document-title';
import { headHtml, renderFragment, writeFragments } from './render-fragments';

function Page() {
  return <h1>All books</h1>;
}

describe('renderFragment: the start mark on a fragment\'s root (docs/decisions/037)', () => {
  const markOf = (html: string) => /<div data-fragment="catalogue\/CatalogueRoutes"[^>]*?(?: data-start="([^"]*)")?>/.exec(html);

  it('marks a page complete without its script, at its path alone, or not at all', () => {
    const always = renderFragment('catalogue/CatalogueRoutes', Page, '/destinations/asia', 'b1', { start: true }).html;
    const withoutQuery = renderFragment('catalogue/CatalogueRoutes', Page, '/books', 'b1', { start: 'without-query' }).html;
    const never = renderFragment('catalogue/CatalogueRoutes', Page, '/destinations/not-a-page', 'b1', { start: false }).html;
    expect(markOf(always)?.[1]).toBe('intent');
    expect(markOf(withoutQuery)?.[1]).toBe('intent-without-query');
    expect(markOf(never)).not.toBeNull();
    expect(markOf(never)?.[1]).toBeUndefined();
    expect(always).toContain('<h1>All books</h1>');
  });
});

describe('renderFragment: what a page renders at build time', () => {
  it('gives a page that names no title the site\'s own title and description', () => {
    expect(renderFragment('catalogue/CatalogueRoutes', Page, '/books', 'b1').meta).toEqual({
      title: 'Wanderpages — Books that capture places',
      description: 'Wanderpages: travel literature, books that capture places, by continent, region and genre.',
    });
  });

  it('prefixes React ids with the slot, so two remotes on one page never render the same id', () => {
    function Field() {
      const id = useId();
      return <label htmlFor={id}>Email<input id={id} /></label>;
    }
    const catalogue = renderFragment('catalogue/CatalogueRoutes', Field, '/', 'b1').html;
    const engagement = renderFragment('engagement/NewsletterSection', Field, '/', 'b1').html;
    const idOf = (html: string) => /<input id="([^"]+)"/.exec(html)?.[1];
    expect(idOf(catalogue)).toMatch(/^_catalogue-CatalogueRoutes-/);
    expect(idOf(engagement)).toMatch(/^_engagement-NewsletterSection-/);
  });

  it('renders links with their addresses (a link to a path object too), so they work before any script', () => {
    function Links() {
      return (
        <nav>
          <Link to="/genres/poetry">Poetry</Link>
          <Link to={{ pathname: '/destinations/asia', search: '?sort=title' }}>Asia</Link>
          <Link to={{ search: '?page=2' }}>Next</Link>
          <Link to="/#featured-books">Featured</Link>
        </nav>
      );
    }
    const { html } = renderFragment('catalogue/CatalogueRoutes', Links, '/books', 'b1');
    expect(html).toContain('<a href="/genres/poetry" data-discover="true">Poetry</a>');
    expect(html).toContain('<a href="/destinations/asia?sort=title" data-discover="true">Asia</a>');
    expect(html).toContain('<a href="/books?page=2" data-discover="true">Next</a>');
    expect(html).toContain('<a href="/#featured-books" data-discover="true">Featured</a>');
  });
});

const Heading = styled.h1`
  color: rebeccapurple;
`;

/** A remote's route table in miniature: a title per path, a not-found page, text that needs escaping. */
const PAGES: Record<string, { heading: string; title: string; description?: string }> = {
  '/destinations/asia': { heading: 'Asia', title: 'Asia' },
  '/destinations/kyoto': { heading: 'Kyoto', title: 'Kyoto & "Nara"', description: 'Books <set> in Kansai' },
};

function Routes() {
  const { pathname } = useLocation();
  const page = PAGES[pathname];
  useDocumentTitle(page?.title ?? 'Page not found', page?.description);
  return <Heading>{page ? page.heading : `Not found: ${pathname}`}</Heading>;
}

function Featured() {
  return <section>Featured books</section>;
}

describe('writeFragments: a remote build\'s fragments folder (contracts/fragments.ts)', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'fragments-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));
  const read = (file: string) => readFileSync(path.join(dist, 'fragments', file), 'utf8');

  it('writes each page with its own styles before its root, its head, the sections and a manifest of them', async () => {
    const manifest = await writeFragments(
      {
        remote: 'catalogue',
        pages: {
          module: 'catalogue/CatalogueRoutes',
          Component: Routes,
          paths: ['/destinations/asia', '/destinations/kyoto'],
          notFoundPath: '/destinations/nowhere',
          startsOnIntent: (pagePath) => pagePath === '/destinations/asia',
        },
        sections: [{ module: 'catalogue/FeaturedBooks', Component: Featured, startsOnIntent: true }],
      },
      dist,
      'build-"7"',
    );

    const asia = read('pages/destinations/asia.html');
    expect(asia).toMatch(/^<style data-styled="true"[^>]*>[^<]*rebeccapurple[^<]*<\/style><div data-fragment="catalogue\/CatalogueRoutes" data-build="build-&quot;7&quot;" data-start="intent"><h1 class="[^"]+">Asia<\/h1><\/div>$/);
    expect(read('pages/destinations/kyoto.html')).not.toContain('data-start');
    expect(read('pages/destinations/asia.head.html')).toBe(headHtml({ title: 'Asia · Wanderpages', description: 'Wanderpages: travel literature, books that capture places, by continent, region and genre.' }));
    expect(read('pages/destinations/kyoto.head.html')).toMatch(/^<title>Kyoto &amp; &quot;Nara&quot; · Wanderpages<\/title><meta name="description" content="Books &lt;set&gt; in Kansai" \/>/);

    // The not-found page is rendered at a path the routes do not serve, and never waits for an intent.
    expect(read('not-found.html')).toContain('Not found: /destinations/nowhere');
    expect(read('not-found.html')).not.toContain('data-start');
    expect(read('not-found.head.html')).toContain('<title>Page not found · Wanderpages</title>');

    expect(read('sections/FeaturedBooks.html')).toContain('<div data-fragment="catalogue/FeaturedBooks" data-build="build-&quot;7&quot;" data-start="intent"><section>Featured books</section></div>');

    expect(manifest).toEqual({
      remote: 'catalogue',
      buildId: 'build-"7"',
      pages: [
        { path: '/destinations/asia', title: 'Asia · Wanderpages', description: expect.stringContaining('travel literature') },
        { path: '/destinations/kyoto', title: 'Kyoto & "Nara" · Wanderpages', description: 'Books <set> in Kansai' },
      ],
      sections: ['FeaturedBooks'],
    });
    expect(JSON.parse(read('manifest.json'))).toEqual(manifest);
  });

  it("lists in sitemap.xml each page that may be in search results, its address at the edge's origin", async () => {
    function Private() {
      const { pathname } = useLocation();
      useDocumentTitle(pathname === '/desk' ? 'Desk' : 'Books', 'A page.', { indexed: pathname !== '/desk' });
      return <h1>{pathname}</h1>;
    }
    await writeFragments(
      { remote: 'catalogue', pages: { module: 'catalogue/CatalogueRoutes', Component: Private, paths: ['/books', '/desk', '/books/a&b'] }, sections: [] },
      dist,
      'b4',
    );
    expect(read('sitemap.xml')).toBe(
      '<url><loc><esi:include src="/_edge/origin"/>/books</loc></url>\n<url><loc><esi:include src="/_edge/origin"/>/books/a&amp;b</loc></url>\n',
    );
  });

  it('writes no not-found page and no pages for a remote that has only sections', async () => {
    const manifest = await writeFragments({ remote: 'engagement', sections: [{ module: 'engagement/NewsletterSection', Component: Featured }] }, dist, 'b2');
    expect(manifest).toEqual({ remote: 'engagement', buildId: 'b2', pages: [], sections: ['NewsletterSection'] });
    expect(existsSync(path.join(dist, 'fragments', 'not-found.html'))).toBe(false);
    expect(existsSync(path.join(dist, 'fragments', 'pages'))).toBe(false);
    expect(read('sections/NewsletterSection.html')).not.toContain('data-start');
  });

  it('renders pages with no start mark and no not-found page when the route table names neither', async () => {
    const manifest = await writeFragments(
      { remote: 'catalogue', pages: { module: 'catalogue/CatalogueRoutes', Component: Routes, paths: ['/destinations/asia'] }, sections: [] },
      dist,
      'b3',
    );
    expect(manifest.pages.map((p) => p.path)).toEqual(['/destinations/asia']);
    expect(read('pages/destinations/asia.html')).not.toContain('data-start');
    expect(existsSync(path.join(dist, 'fragments', 'not-found.html'))).toBe(false);
  });

  it('names, on each fragment\'s root, the files of the module that takes it over, from the build\'s mf-manifest.json', async () => {
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { name: 'CatalogueRoutes', assets: { js: { sync: ['502.ab.js', '__federation_expose_CatalogueRoutes.cd.js'], async: ['740.ef.js'] } } },
          { name: 'FeaturedBooks', assets: { js: { sync: ['12.aa.js'], async: [] } } },
        ],
      }),
    );
    await writeFragments(
      {
        remote: 'catalogue',
        pages: { module: 'catalogue/CatalogueRoutes', Component: Routes, paths: ['/destinations/asia'], notFoundPath: '/destinations/nowhere' },
        sections: [{ module: 'catalogue/FeaturedBooks', Component: Featured }],
      },
      dist,
      'b4',
    );
    const scriptsOf = (html: string) => / data-scripts="([^"]*)"/.exec(html)?.[1];
    expect(scriptsOf(read('pages/destinations/asia.html'))).toBe('remoteEntry.js 502.ab.js __federation_expose_CatalogueRoutes.cd.js');
    expect(scriptsOf(read('not-found.html'))).toBe('remoteEntry.js 502.ab.js __federation_expose_CatalogueRoutes.cd.js');
    expect(scriptsOf(read('sections/FeaturedBooks.html'))).toBe('remoteEntry.js 12.aa.js');
  });

  it('names no files when the dist/ has no mf-manifest.json', async () => {
    await writeFragments({ remote: 'engagement', sections: [{ module: 'engagement/NewsletterSection', Component: Featured }] }, dist, 'b5');
    expect(read('sections/NewsletterSection.html')).not.toContain('data-scripts');
  });

  it('escapes what a page reports about itself in the head, and gives link previews the same title and description', () => {
    expect(headHtml({ title: '<script>x</script>', description: 'a "quoted" & <b>' })).toBe(
      '<title>&lt;script&gt;x&lt;/script&gt;</title><meta name="description" content="a &quot;quoted&quot; &amp; &lt;b&gt;" />' +
        '<meta property="og:type" content="website" /><meta property="og:site_name" content="Wanderpages" />' +
        '<meta property="og:title" content="&lt;script&gt;x&lt;/script&gt;" /><meta property="og:description" content="a &quot;quoted&quot; &amp; &lt;b&gt;" />' +
        '<meta name="twitter:card" content="summary" />',
    );
  });

  it('keeps a page out of search results only when it says so', () => {
    expect(headHtml({ title: 'Newsletter Signups · Wanderpages', description: 'The dashboard.', indexed: false })).toMatch(
      /^<title>Newsletter Signups · Wanderpages<\/title><meta name="description" content="The dashboard." \/><meta name="robots" content="noindex" \/><meta property="og:/,
    );
    expect(headHtml({ title: 'Asia · Wanderpages', description: 'Books.' })).not.toContain('robots');
  });
});
