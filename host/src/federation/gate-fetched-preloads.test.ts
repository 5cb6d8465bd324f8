import { slotWithFragment } from '../testing/slot-fixtures';
import { gateFetchedPreloads } from './gate-fetched-preloads';

type PreloadArgs = Parameters<NonNullable<typeof gateFetchedPreloads.beforePreloadRemote>>[0];
type PreloadOp = PreloadArgs['preloadOps'][number];

/** The preloads the runtime goes on with after the hook (it reads the list it passed in). */
async function preloadsAfterTheHook(ops: PreloadOp[]): Promise<PreloadOp[]> {
  const preloadOps = [...ops];
  await gateFetchedPreloads.beforePreloadRemote?.({ preloadOps, options: {}, origin: {} } as unknown as PreloadArgs);
  return preloadOps;
}

/** What the runtime's snapshot plugin asks for as it loads one module (loadRemote). */
const loadingModule = (nameOrAlias: string, expose: string): PreloadOp => ({
  nameOrAlias,
  exposes: [expose],
  resourceCategory: 'sync',
  share: false,
  depsRemote: false,
});

afterEach(() => document.body.replaceChildren());

describe("the runtime's own preload of a module, left to the start gate where it fetched the files", () => {
  it("is dropped for a module whose fragment on the page names its files", async () => {
    slotWithFragment('catalogue/CatalogueRoutes', 'remoteEntry.js 558.2c2482ea6f.js');
    expect(await preloadsAfterTheHook([loadingModule('catalogue', './CatalogueRoutes')])).toEqual([]);
  });

  it('goes on for a module the page has no fragment of (the header search box, opened on intent)', async () => {
    slotWithFragment('catalogue/CatalogueRoutes', 'remoteEntry.js 558.2c2482ea6f.js');
    const searchBox = loadingModule('catalogue', './SearchBox');
    expect(await preloadsAfterTheHook([searchBox])).toEqual([searchBox]);
  });

  it('goes on for a fragment that names no files (one from a build before the list)', async () => {
    slotWithFragment('engagement/NewsletterSection');
    const section = loadingModule('engagement', './NewsletterSection');
    expect(await preloadsAfterTheHook([section])).toEqual([section]);
  });

  it("goes on for a warm-up of a remote's pages, of which the page has only some", async () => {
    slotWithFragment('catalogue/FeaturedBooks', 'remoteEntry.js 311.d2836fe585.js');
    const warmUp: PreloadOp = { nameOrAlias: 'catalogue', exposes: ['./CatalogueRoutes', './FeaturedBooks'], resourceCategory: 'sync' };
    const other = loadingModule('catalogue', './FeaturedBooks');
    expect(await preloadsAfterTheHook([warmUp, other])).toEqual([warmUp]);
  });
});
