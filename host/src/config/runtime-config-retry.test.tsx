import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isSupabaseConfigured } from '@wanderpages/shared';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { setManifestSource } from '../federation/remote-registry';
import { RemoteSlot } from '../federation/remote-slot';
import { loadManifestUrls, RUNTIME_CONFIG_URL, startConfigFetch } from './early-config';
import { configureSupabaseFromConfig } from './load-config';
import { FeaturedBooks, NewsletterSection, TEST_RUNTIME_CONFIG } from '../testing/federation-fixtures';

// The federation runtime is the boundary: what is counted here is the host's own requests for runtime-config.json.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const config = TEST_RUNTIME_CONFIG;

/** The site's server: runtime-config.json answers 503 while it is down; the remotes' manifests are not there. */
function serveSite() {
  const site = { down: true, configRequests: 0 };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) !== RUNTIME_CONFIG_URL) return new Response('Not Found', { status: 404 });
    site.configRequests += 1;
    return site.down ? new Response('Service Unavailable', { status: 503 }) : Response.json(config);
  });
  return site;
}

afterEach(() => jest.restoreAllMocks());

// The page's start-up as src/index.ts and src/start-app.tsx do it: one config for the remotes and for Supabase.
it('each Retry after the runtime config failed asks for it once, and brings back both the remotes and Supabase', async () => {
  expectConsole('error', /^Could not load runtime-config\.json:/);
  expectConsole('error', /^catalogue\/FeaturedBooks failed:/);
  expectConsole('error', /^engagement\/NewsletterSection failed:/);
  const site = serveSite();
  jest.mocked(loadRemote).mockImplementation(async (id: string) =>
    id === 'catalogue/FeaturedBooks' ? { FeaturedBooks, buildId: 'test' } : { NewsletterSection, buildId: 'test' },
  );
  startConfigFetch();
  setManifestSource(loadManifestUrls);
  configureSupabaseFromConfig();
  renderWithProviders(
    <>
      <RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" kind="section" />
      <RemoteSlot id="engagement/NewsletterSection" exportName="NewsletterSection" label="Newsletter signup" kind="section" />
    </>,
  );
  expect(await screen.findAllByRole('alert')).toHaveLength(2);
  expect(site.configRequests).toBe(1);

  // Still down: the Retry asks once, and the sections say so again.
  await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
  expect(await screen.findAllByRole('alert')).toHaveLength(2);
  expect(site.configRequests).toBe(2);

  site.down = false;
  await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[1]!);
  expect(await screen.findByRole('heading', { name: 'Featured Mediterranean classics' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Travel reads, delivered' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(site.configRequests).toBe(3);
  expect(isSupabaseConfigured()).toBe(true);
});
