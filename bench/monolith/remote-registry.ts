/**
 * The monolith's stand-in for host/src/federation/remote-registry.ts: the same functions, but each exposed
 * module is a plain dynamic import of the remote's source file. Rspack splits each into its own lazy chunk, just
 * as federation does, so the comparison measures the federation runtime and not a difference in splitting.
 * It mirrors every export of the host's registry (a build error names any the host adds). Swapped in by
 * bench/monolith/config.ts; never part of the site.
 */
import type { RemoteModules, RemoteModuleId, RemoteName } from '@wanderpages/shared';
import { notifyRetry } from '../../host/src/federation/remote-retry';

type Manifests = Record<RemoteName, string>;

type Loaders = { [Id in RemoteModuleId]: () => Promise<RemoteModules[Id]> };

// Literal paths, so the bundler sees every module and gives each its own chunk (as each expose has in federation).
const loaders: Loaders = {
  'catalogue/CatalogueRoutes': () => import('../../remote-catalogue/src/exposed/catalogue-routes'),
  'catalogue/FeaturedBooks': () => import('../../remote-catalogue/src/exposed/featured-books'),
  'catalogue/PopularDestinations': () => import('../../remote-catalogue/src/exposed/popular-destinations'),
  'catalogue/GenreSection': () => import('../../remote-catalogue/src/exposed/genre-section'),
  'catalogue/Search': () => import('../../remote-catalogue/src/exposed/search'),
  'catalogue/SearchBox': () => import('../../remote-catalogue/src/exposed/search-box'),
  'engagement/AuthPage': () => import('../../remote-engagement/src/exposed/auth-page'),
  'engagement/NewsletterSection': () => import('../../remote-engagement/src/exposed/newsletter-section'),
  'engagement/ChatWidget': () => import('../../remote-engagement/src/exposed/chat-widget'),
  'admin/AdminDashboard': () => import('../../remote-admin/src/exposed/admin-dashboard'),
};

/** No manifests: the monolith's modules are part of its build (a failure is explained generically). */
export async function manifestUrlOf(name: RemoteName): Promise<string> {
  throw new Error(`the monolith has no manifest for ${name}`);
}

/** Nothing to fetch: the modules are part of this build. */
export function setManifestSource(_load: () => Promise<Manifests>): void {}


function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/** As in the host: a failed slot listens, one Retry brings back every section of that remote. */
export { onAnyRemoteRetry, onRemoteRetry } from '../../host/src/federation/remote-retry';

export function retryRemote(name: RemoteName): void {
  notifyRetry(name);
}

const loaded = new Map<RemoteModuleId, unknown>();

/**
 * A monolith deploys its fragments with its code, so it takes over the fragment on the page whatever build id
 * its renderer stamped (the bench serves the remotes' fragments; the monolith's own define differs).
 */
function fragmentBuildId(id: RemoteModuleId): string | undefined {
  return document.querySelector<HTMLElement>(`[data-fragment="${id}"]`)?.dataset.build;
}

export async function loadExposed<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const module = await (loaders[id] as () => Promise<RemoteModules[Id]>)();
  const withBuild = { ...module, buildId: fragmentBuildId(id) ?? module.buildId };
  loaded.set(id, withBuild);
  return withBuild;
}

const prefetched = new Set<RemoteName>();

/** The monolith's equivalent of warming a remote: fetch the chunks of all of its modules. */
export function prefetchRemote(name: RemoteName): void {
  if (prefetched.has(name)) return;
  prefetched.add(name);
  for (const id of Object.keys(loaders) as RemoteModuleId[]) {
    if (remoteOf(id) === name) loaders[id]().catch(() => prefetched.delete(name));
  }
}

/** As in the host: start loading the current page's modules at start-up, before the first render asks. */
export function preloadModules(needed: RemoteModuleId[]): void {
  for (const id of needed) if (loaders[id]) loadExposed(id).catch(() => undefined);
}
