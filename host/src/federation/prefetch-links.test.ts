import { waitFor } from '@testing-library/react';
import { init, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@wanderpages/shared';
import { asPrefetch, asPreload, registerPrefetchLinks } from './prefetch-links';

/**
 * The real federation runtime, which adds a `<link>` to the head for each file it fetches ahead of use; only the
 * network is stood in for: each remote's manifest names one file per expose, and no remote entry ever runs.
 */
const EXPOSES: Record<RemoteName, string[]> = {
  catalogue: ['FeaturedBooks', 'PopularDestinations', 'GenreSection'],
  engagement: ['NewsletterSection', 'ChatWidget'],
  admin: ['AdminDashboard'],
};

const origin = (name: RemoteName) => `http://cdn.test/${name}`;

function manifestOf(name: RemoteName) {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: '1.0.0', buildName: `@wanderpages/remote-${name}` },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [],
    remotes: [],
    exposes: EXPOSES[name].map((expose) => ({
      id: `${name}:${expose}`,
      name: expose,
      assets: { js: { sync: [`${expose}.js`], async: [] }, css: { sync: [], async: [] } },
      path: `./${expose}`,
    })),
  };
}

beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const name = REMOTE_NAMES.find((remote) => String(input) === `${origin(remote)}/mf-manifest.json`);
    return name ? Response.json(manifestOf(name)) : new Response('Not Found', { status: 404 });
  });
  init({ name: 'host', remotes: [] });
  registerPrefetchLinks();
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: `${origin(name)}/mf-manifest.json` })));
});

afterAll(() => jest.restoreAllMocks());

/** The runtime's fetch-ahead of one expose's files, as the registry asks for it. */
function fetchAhead(name: RemoteName, expose: string) {
  return preloadRemote([{ nameOrAlias: name, exposes: [expose], resourceCategory: 'sync' }]);
}

/** The `<link>` the runtime added to the head for an expose's file, once it is there. */
async function linkFor(name: RemoteName, expose: string): Promise<HTMLLinkElement> {
  const href = `${origin(name)}/${expose}.js`;
  return waitFor(() => {
    // querySelector: what the browser is asked to fetch is a <link> in the head, which has no role to query by.
    const link = [...document.head.querySelectorAll('link')].find((candidate) => candidate.href === href);
    if (!link) throw new Error(`no <link> for ${href} in the head`);
    return link;
  });
}

/** The browser is done with every file the head asked for (a remote entry never defines its remote here). */
async function finishDownloads(...work: Array<Promise<unknown>>): Promise<void> {
  // querySelector: the runtime's <link> and <script> elements in the head have no role to query by.
  for (const element of document.head.querySelectorAll('link, script')) element.dispatchEvent(new Event('load'));
  await Promise.allSettled(work);
}

describe('the links of a remote fetched ahead of use', () => {
  it('are prefetches when the remote is warmed for a later navigation', async () => {
    const warming = asPrefetch('catalogue', () => fetchAhead('catalogue', 'FeaturedBooks'));
    const link = await linkFor('catalogue', 'FeaturedBooks');
    expect(link).toHaveAttribute('rel', 'prefetch');
    expect(link).toHaveAttribute('as', 'script');
    await finishDownloads(warming);
  });

  it('stay preloads for what the current page needs, even while the same remote warms', async () => {
    const warming = asPrefetch('engagement', () => fetchAhead('engagement', 'ChatWidget'));
    const needed = asPreload(['engagement'], () => fetchAhead('engagement', 'NewsletterSection'));
    expect(await linkFor('engagement', 'NewsletterSection')).toHaveAttribute('rel', 'preload');
    await finishDownloads(warming, needed);
  });

  it('stay preloads when no warm-up is under way', async () => {
    const preloading = fetchAhead('admin', 'AdminDashboard');
    expect(await linkFor('admin', 'AdminDashboard')).toHaveAttribute('rel', 'preload');
    await finishDownloads(preloading);
  });

  it('are preloads again once a warm-up has ended, even one whose files could not all be had', async () => {
    const warming = asPrefetch('catalogue', () => fetchAhead('catalogue', 'PopularDestinations'));
    expect(await linkFor('catalogue', 'PopularDestinations')).toHaveAttribute('rel', 'prefetch');
    await finishDownloads(warming);
    await expect(warming).rejects.toThrow(/preloadRemote failed/); // the remote entry never ran

    const preloading = fetchAhead('catalogue', 'GenreSection');
    expect(await linkFor('catalogue', 'GenreSection')).toHaveAttribute('rel', 'preload');
    await finishDownloads(preloading);
  });
});
