import { SHARED_VERSION } from '@wanderpages/shared';
import { explainLoadFailure } from './load-failure';
import { setManifestSource } from './remote-registry';
import { TEST_MANIFESTS } from '../testing/federation-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), preloadRemote: jest.fn() }));

const manifests = TEST_MANIFESTS;

function serveManifest(shared: unknown[]): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    expect(String(url)).toBe(manifests.catalogue);
    return new Response(JSON.stringify({ name: 'catalogue', shared }), { status: 200 });
  });
}

beforeEach(() => setManifestSource(async () => manifests));
afterEach(() => jest.restoreAllMocks());

describe('explainLoadFailure', () => {
  it('names both versions when the remote was built for a shared the page does not have', async () => {
    serveManifest([{ name: '@wanderpages/shared', requiredVersion: '^1.9.0' }]);
    expect(await explainLoadFailure('catalogue')).toBe(`It needs @wanderpages/shared ^1.9.0; this page has ${SHARED_VERSION}.`);
  });

  it('says nothing more when the versions fit (the failure is something else)', async () => {
    serveManifest([{ name: '@wanderpages/shared', requiredVersion: `^${SHARED_VERSION}` }]);
    expect(await explainLoadFailure('catalogue')).toBeUndefined();
  });

  it('says nothing more when the remote cannot be reached', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await explainLoadFailure('catalogue')).toBeUndefined();
  });
});
