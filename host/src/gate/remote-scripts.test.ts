import { fragmentScripts, remotePreloads } from './remote-scripts';

/** A page as the edge composes it: remote slots, each holding a fragment whose root may name its files. */
function page(html: string): HTMLElement {
  const body = document.createElement('div');
  body.innerHTML = html;
  return body;
}

const slot = (fragment: string, scripts?: string) =>
  `<div data-slot-content><style></style><div data-fragment="${fragment}" data-build="b1"${scripts === undefined ? '' : ` data-scripts="${scripts}"`}><p>content</p></div></div>`;

const config = {
  supabaseUrl: 'https://db.example',
  remotes: { catalogue: 'https://catalogue.example/v2/mf-manifest.json', admin: 'https://admin.example/mf-manifest.json' },
};

describe('the remotes\' files a composed page names, for the gate to fetch early', () => {
  it('collects each remote\'s files once, across its fragments on the page', () => {
    const scripts = fragmentScripts(
      page(slot('catalogue/FeaturedBooks', 'remoteEntry.js 1.a.js') + slot('catalogue/DestinationsSection', 'remoteEntry.js 2.b.js') + slot('admin/AdminDashboard', 'remoteEntry.js 3.c.js')),
    );
    expect([...scripts].map(([remote, files]) => [remote, [...files]])).toEqual([
      ['catalogue', ['remoteEntry.js', '1.a.js', '2.b.js']],
      ['admin', ['remoteEntry.js', '3.c.js']],
    ]);
  });

  it('ignores a fragment that names no files (a build before the attribute), markup outside a slot, and names that could leave the remote\'s folder', () => {
    const scripts = fragmentScripts(
      page(
        slot('catalogue/FeaturedBooks') +
          '<div data-fragment="admin/AdminDashboard" data-scripts="remoteEntry.js"></div>' +
          slot('engagement/NewsletterSection', '../host/main.js //evil.example/x.js https://evil.example/y.js remoteEntry.js'),
      ),
    );
    expect([...scripts].map(([remote, files]) => [remote, [...files]])).toEqual([['engagement', ['remoteEntry.js']]]);
  });

  it('resolves them against the folder of each remote\'s manifest, the manifest first (read with fetch)', () => {
    const scripts = fragmentScripts(page(slot('catalogue/CatalogueRoutes', 'remoteEntry.js 1.a.js')));
    expect(remotePreloads(config, scripts)).toEqual([
      { href: 'https://catalogue.example/v2/mf-manifest.json', as: 'fetch' },
      { href: 'https://catalogue.example/v2/remoteEntry.js', as: 'script' },
      { href: 'https://catalogue.example/v2/1.a.js', as: 'script' },
    ]);
  });

  it('fetches nothing for a remote the config does not place, or places at an address that is not http(s)', () => {
    const scripts = fragmentScripts(page(slot('engagement/ChatWidget', 'remoteEntry.js') + slot('admin/AdminDashboard', 'remoteEntry.js')));
    expect(remotePreloads(config, scripts).map((preload) => preload.href)).toEqual(['https://admin.example/mf-manifest.json', 'https://admin.example/remoteEntry.js']);
    expect(remotePreloads({ remotes: { admin: 'javascript:alert(1)' } }, scripts)).toEqual([]);
    expect(remotePreloads(null, scripts)).toEqual([]);
    expect(remotePreloads({ remotes: 'nope' }, scripts)).toEqual([]);
  });
});

describe('the remotes\' chunks a page can fetch while it is idle', () => {
  it('leaves out each remote\'s entry (no-store: fetched fresh when it runs) and keeps its chunks', () => {
    const scripts = fragmentScripts(
      page(slot('catalogue/FeaturedBooks', 'remoteEntry.js 1.a.js') + slot('catalogue/GenreSection', 'remoteEntry.js 2.b.js') + slot('engagement/ChatWidget', 'remoteEntry.js')),
      { chunksOnly: true },
    );
    expect([...scripts].map(([remote, files]) => [remote, [...files]])).toEqual([['catalogue', ['1.a.js', '2.b.js']]]);
    expect(remotePreloads(config, scripts).filter(({ as }) => as === 'script').map(({ href }) => href)).toEqual([
      'https://catalogue.example/v2/1.a.js',
      'https://catalogue.example/v2/2.b.js',
    ]);
  });
});
