import { registerRemotes, loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModules, RemoteModuleId, RemoteName } from '@wanderpages/shared';
import { fragmentScripts } from '../gate/remote-scripts';
import { exposeOf, HOME_SECTIONS, REMOTE_PAGES, remoteOf } from '../routes/site-routes';
import { asPrefetch, asPreload, registerPrefetchLinks } from './prefetch-links';
import { notifyRetry, remotesWaitingForRetry } from './remote-retry';

/**
 * The remotes are registered at run time from runtime-config.json (docs/decisions/004-runtime-config-and-runtime-remote-registration.md): the same host build runs
 * locally, in staging and in production. Loaders wait for the manifests, so the shell paints before they arrive.
 */
type Manifests = Record<RemoteName, string>;

let source: (() => Promise<Manifests>) | undefined;
let manifests: Promise<Manifests> | undefined;
/** An attempt at the manifests failed (no runtime config) since the last Retry: every remote failed with it. */
let manifestsFailed = false;
/** Remotes that loaded a module from these manifests: their entry was there, so a later failure may be a redeploy. */
const loadedBefore = new Set<RemoteName>();

/** Tells the registry where the manifests come from (the host's config loader). */
export function setManifestSource(load: () => Promise<Manifests>): void {
  source = load;
  manifests = undefined;
  loadedBefore.clear();
}


function getManifests(): Promise<Manifests> {
  if (!source) return Promise.reject(new Error('No manifest source: call setManifestSource() at start-up'));
  manifests ??= source().then(
    (found) => {
      registerRemotes((Object.keys(found) as RemoteName[]).map((name) => ({ name, entry: found[name] })));
      return found;
    },
    (error: unknown) => {
      manifests = undefined; // let a Retry ask again
      manifestsFailed = true;
      throw error;
    },
  );
  return manifests;
}


const reRegister = new Set<RemoteName>();

export { onAnyRemoteRetry, onRemoteRetry } from './remote-retry';

/**
 * Retry a remote: the next load registers it again with `force`, which drops the runtime's cached (failed)
 * entry so the manifest and remote entry are fetched afresh; then every failed slot of it tries again.
 */
export function retryRemote(name: RemoteName): void {
  reRegister.add(name);
  // Without the runtime config no remote could load: the reader's one Retry is for all of them.
  const all = manifestsFailed;
  manifestsFailed = false;
  if (all) notifyRetry(...new Set([name, ...remotesWaitingForRetry()]));
  else notifyRetry(name);
}

/** Where a remote's manifest is (for explaining a failure: its declared shared range). */
export async function manifestUrlOf(name: RemoteName): Promise<string> {
  return (await getManifests())[name];
}

/** The bundler's error for a chunk its entry names that could not be fetched (webpack's and Rspack's ChunkLoadError). */
function isMissingChunk(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading (css )?chunk \S+ failed/i.test(error.message));
}

/**
 * Loads one exposed module through the Module Federation runtime. A remote redeployed since this page loaded its
 * entry no longer serves the chunks that entry names (their hashes changed), and a module not loaded yet fails:
 * once, the remote is registered again (its manifest and entry fetched afresh) and the module asked for again,
 * before the reader is told anything. A remote that never loaded here fails at once: it is down, not moved.
 */
export async function loadExposed<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const found = await getManifests();
  const name = remoteOf(id);
  if (reRegister.delete(name)) registerRemotes([{ name, entry: found[name] }], { force: true });
  let module: RemoteModules[Id] | null | undefined;
  try {
    module = await loadRemote<RemoteModules[Id]>(id);
  } catch (error) {
    if (!loadedBefore.has(name) || !isMissingChunk(error)) throw error;
    console.warn(`${id} could not be loaded from the remote's entry as this page had it; fetching it afresh:`, error);
    registerRemotes([{ name, entry: found[name] }], { force: true });
    module = await loadRemote<RemoteModules[Id]>(id);
  }
  if (!module) throw new Error(`${id} could not be loaded`);
  loadedBefore.add(name);
  return module;
}

/** A module's own reads for the page being opened (contracts/remotes.ts, Exposed's `prefetch`): a failure there is its own. */
function startPrefetch(id: RemoteModuleId, module: { prefetch?: unknown }): void {
  if (typeof module.prefetch !== 'function') return;
  try {
    (module.prefetch as () => void)();
  } catch (error) {
    console.warn(`${id}'s prefetch failed; the page reads when it renders:`, error);
  }
}

/**
 * Starts fetching what the current page needs (manifest, remote entry, the exposed modules' chunks) as soon as
 * the config is known, instead of when React first renders the slot: one round trip less on a slow network.
 * The modules are then loaded too, so a slot that renders after they arrived takes its fragment over at once,
 * and each starts its own first reads (its `prefetch`) while the host's shell is still hydrating.
 */
export function preloadModules(needed: RemoteModuleId[]): void {
  if (needed.length === 0) return;
  const byRemote = new Map<RemoteName, string[]>();
  for (const id of needed) byRemote.set(remoteOf(id), [...(byRemote.get(remoteOf(id)) ?? []), exposeOf(id)]);
  // A remote whose fragments on the page name its files has them fetched by the start gate already
  // (gate/remote-scripts.ts). The runtime's preload would list them again from the manifest, checking the shared
  // modules' versions on the way: on the asia page 8 semver checks, 120 regular expressions built and compiled, in
  // the takeover's busiest stretch (bench/FINDINGS.md, twenty-sixth round).
  const named = fragmentScripts(document);
  const unnamed = [...byRemote].filter(([name]) => !named.get(name)?.size);
  getManifests()
    .then(() => {
      const wanted = unnamed.map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes, resourceCategory: 'sync' as const }));
      if (wanted.length > 0) void asPreload(unnamed.map(([name]) => name), () => preloadRemote(wanted)).catch(() => undefined);
      // Each load in a task of its own, after the preload's: the runtime reads the manifest and lists its assets
      // for each, tens of ms apiece on a slow phone, which together made one long task (bench/FINDINGS.md).
      for (const id of needed) setTimeout(() => void loadExposed(id).then((module) => startPrefetch(id, module), () => undefined), 0);
    })
    .catch(() => undefined); // the slot itself reports a failure, with Retry
}

const prefetched = new Set<RemoteName>();

/**
 * The exposes a remote's pages and home sections mount. Without a list, preloadRemote fetches every expose of the
 * remote, including those loaded only on a visitor's intent (the catalogue's search, docs/decisions/027).
 */
function pageExposesOf(name: RemoteName): string[] {
  const modules = [...REMOTE_PAGES.map((route) => route.module), ...HOME_SECTIONS.map((section) => section.module)];
  return modules.filter((id) => remoteOf(id) === name).map(exposeOf);
}

/** Warms a remote's manifest and entry, and its pages' modules (on hover of a link to it, or when the browser is idle). */
export function prefetchRemote(name: RemoteName): void {
  if (prefetched.has(name)) return;
  prefetched.add(name);
  registerPrefetchLinks();
  getManifests()
    .then(() => asPrefetch(name, () => preloadRemote([{ nameOrAlias: name, exposes: pageExposesOf(name), resourceCategory: 'sync' }])))
    .catch(() => prefetched.delete(name)); // a failed prefetch may be tried again later
}
