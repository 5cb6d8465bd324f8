import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { setManifestSource } from './remote-registry';
import { RemoteSlot } from './remote-slot';
import { FeaturedBooks, NewsletterSection, PopularDestinations, TEST_MANIFESTS } from '../testing/federation-fixtures';

// The Module Federation runtime is the boundary here: these tests drive the slot's own failure handling.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);
const manifests = TEST_MANIFESTS;

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
});

/** The slot logs each failed load for developers: `<id> failed: <error>`. */
function expectLoadFailureLogged(id: string) {
  expectConsole('error', new RegExp(`^${id} failed:`));
}

describe('RemoteSlot', () => {
  it('shows its loading status, then the exposed component', async () => {
    setManifestSource(async () => manifests);
    mockedLoadRemote.mockResolvedValue({ FeaturedBooks, buildId: 'test' });
    renderWithProviders(<RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading featured books…');
    expect(await screen.findByRole('heading', { name: 'Featured Mediterranean classics' })).toBeInTheDocument();
  });

  // Whether Retry really re-registers and refetches a remote is checked in the browser (e2e/tests/isolation.spec.ts),
  // against a remote server that is down and comes back; here the slot's own states: alert, Retry, content.
  it('shows Retry when the remote cannot load, and shows the remote once Retry loads it', async () => {
    expectLoadFailureLogged('catalogue/FeaturedBooks');
    setManifestSource(async () => manifests);
    mockedLoadRemote.mockRejectedValueOnce(new Error('remote entry failed to load')).mockResolvedValueOnce({ FeaturedBooks, buildId: 'test' });
    renderWithProviders(<RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Featured books could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Featured Mediterranean classics' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('one Retry brings back every failed section of the same remote', async () => {
    expectLoadFailureLogged('catalogue/FeaturedBooks');
    expectLoadFailureLogged('catalogue/PopularDestinations');
    setManifestSource(async () => manifests);
    mockedLoadRemote.mockImplementation(async () => {
      throw new Error('catalogue is down');
    });
    renderWithProviders(
      <>
        <RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />
        <RemoteSlot id="catalogue/PopularDestinations" exportName="PopularDestinations" label="Popular destinations" kind="section" />
      </>,
    );
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    mockedLoadRemote.mockImplementation(async (id: string) =>
      id === 'catalogue/FeaturedBooks' ? { FeaturedBooks, buildId: 'test' } : { PopularDestinations, buildId: 'test' },
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Featured Mediterranean classics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Popular destinations' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a remote crashed while rendering, Retry loads it afresh instead of reusing the crashed module', async () => {
    expectLoadFailureLogged('catalogue/FeaturedBooks');
    setManifestSource(async () => manifests);
    function Broken(): never {
      throw new Error('render failed');
    }
    mockedLoadRemote.mockResolvedValueOnce({ FeaturedBooks: Broken, buildId: 'test' }).mockResolvedValueOnce({ FeaturedBooks, buildId: 'test' });
    renderWithProviders(<RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Featured books could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Featured Mediterranean classics' })).toBeInTheDocument();
  });

  it('treats a module without the contracted export as a failure, not a crash', async () => {
    expectLoadFailureLogged('catalogue/FeaturedBooks');
    setManifestSource(async () => manifests);
    mockedLoadRemote.mockResolvedValue({ SomethingElse: FeaturedBooks });
    renderWithProviders(<RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Featured books could not be loaded.');
  });

  it('asks for the runtime config again on Retry when it could not be fetched the first time', async () => {
    expectLoadFailureLogged('catalogue/FeaturedBooks');
    let calls = 0;
    setManifestSource(async () => {
      calls += 1;
      if (calls === 1) throw new Error('runtime-config.json answered 503');
      return manifests;
    });
    mockedLoadRemote.mockResolvedValue({ FeaturedBooks, buildId: 'test' });
    renderWithProviders(<RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Featured Mediterranean classics' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('without the runtime config every remote failed, and one Retry brings them all back', async () => {
    expectLoadFailureLogged('catalogue/FeaturedBooks');
    expectLoadFailureLogged('engagement/NewsletterSection');
    let calls = 0;
    setManifestSource(async () => {
      calls += 1;
      if (calls === 1) throw new Error('runtime-config.json answered 503');
      return manifests;
    });
    mockedLoadRemote.mockImplementation(async (id: string) =>
      id === 'catalogue/FeaturedBooks' ? { FeaturedBooks, buildId: 'test' } : { NewsletterSection, buildId: 'test' },
    );
    renderWithProviders(
      <>
        <RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />
        <RemoteSlot id="engagement/NewsletterSection" exportName="NewsletterSection" label="Newsletter signup" kind="section" />
      </>,
    );
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Featured Mediterranean classics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Travel reads, delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a remote redeployed since it loaded here is fetched afresh once, before the reader is told anything', async () => {
    expectConsole('warn', /^catalogue\/PopularDestinations could not be loaded from the remote's entry as this page had it/);
    setManifestSource(async () => manifests);
    // The first module loads; the next one's chunk is gone (a redeploy renamed it), then found through the new entry.
    mockedLoadRemote
      .mockResolvedValueOnce({ FeaturedBooks, buildId: 'test' })
      .mockRejectedValueOnce(new Error('Loading chunk 812 failed.'))
      .mockResolvedValueOnce({ PopularDestinations, buildId: 'test' });
    renderWithProviders(<RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />);
    expect(await screen.findByRole('heading', { name: 'Featured Mediterranean classics' })).toBeInTheDocument();
    // A section the reader reaches later (another page's, in the same document).
    renderWithProviders(<RemoteSlot id="catalogue/PopularDestinations" exportName="PopularDestinations" label="Popular destinations" kind="section" />);
    expect(await screen.findByRole('heading', { name: 'Popular destinations' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'catalogue', entry: manifests.catalogue }], { force: true });
  });

  it('a remote that loaded here and then fails for another reason (a shared it cannot use) is not fetched again: the reader is told', async () => {
    expectLoadFailureLogged('catalogue/PopularDestinations');
    setManifestSource(async () => manifests);
    mockedLoadRemote
      .mockResolvedValueOnce({ FeaturedBooks, buildId: 'test' })
      .mockRejectedValueOnce(new Error('Version 1.2.0 from host of shared singleton module @wanderpages/shared does not satisfy the requirement of catalogue which needs ^1.9.0'))
      .mockResolvedValueOnce({ PopularDestinations, buildId: 'test' });
    renderWithProviders(<RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />);
    expect(await screen.findByRole('heading', { name: 'Featured Mediterranean classics' })).toBeInTheDocument();
    renderWithProviders(<RemoteSlot id="catalogue/PopularDestinations" exportName="PopularDestinations" label="Popular destinations" kind="section" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Popular destinations could not be loaded.');
    expect(mockedRegisterRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  });
});
