import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { preloadModules, setManifestSource } from './remote-registry';
import { TEST_MANIFESTS } from '../testing/federation-fixtures';
import { slotWithFragment } from '../testing/slot-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => Promise.resolve({})),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

/** Until the manifests have been read and each module's load (a task of its own) has started. */
async function settled(): Promise<void> {
  await jest.runAllTimersAsync();
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.replaceChildren();
  setManifestSource(async () => TEST_MANIFESTS);
});

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe('preloadModules: what the page needs at once, fetched as soon as the manifests are known', () => {
  it("leaves a remote's files to the start gate when the page's fragments name them, and loads its module", async () => {
    slotWithFragment('catalogue/CatalogueRoutes', 'remoteEntry.js 558.2c2482ea6f.js');
    preloadModules(['catalogue/CatalogueRoutes']);
    await settled();
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(loadRemote).toHaveBeenCalledWith('catalogue/CatalogueRoutes');
  });

  it('asks the runtime to preload a remote whose fragment names no files (a build before the list, or no fragment)', async () => {
    slotWithFragment('catalogue/CatalogueRoutes');
    preloadModules(['catalogue/CatalogueRoutes']);
    await settled();
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'catalogue', exposes: ['./CatalogueRoutes'], resourceCategory: 'sync' }]);
    expect(loadRemote).toHaveBeenCalledWith('catalogue/CatalogueRoutes');
  });

  it('preloads only the remotes the fragments do not name, on a page with several', async () => {
    slotWithFragment('catalogue/FeaturedBooks', 'remoteEntry.js 311.d2836fe585.js');
    preloadModules(['catalogue/FeaturedBooks', 'engagement/NewsletterSection']);
    await settled();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'engagement', exposes: ['./NewsletterSection'], resourceCategory: 'sync' }]);
    expect(loadRemote).toHaveBeenCalledWith('catalogue/FeaturedBooks');
    expect(loadRemote).toHaveBeenCalledWith('engagement/NewsletterSection');
  });
});
