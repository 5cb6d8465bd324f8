/**
 * The monolith's stand-in for `@module-federation/enhanced/runtime`: the federation runtime's API, as much of it as
 * the apps call (host/src/federation/runtime-plugins.ts registers plugins on the host's instance;
 * remote-engagement's catalogue-search-api.ts finds the instance that has the catalogue and loads its search). A
 * monolith has no federation runtime: before this stand-in, those two imports bundled the runtime's core into the
 * monolith's main chunk (about 70 KB raw), so the bytes ratio compared the federated site with a monolith that
 * carried most of the federation's runtime (bench/FINDINGS.md, twenty-fifth round). Swapped in by config.ts; never
 * part of the site.
 */
import type { RemoteModuleId } from '@wanderpages/shared';
import { loadExposed } from './remote-registry';

/** What the apps read of an instance: the remotes it knows, and loading one of their modules. */
const site = {
  options: { remotes: [{ name: 'catalogue' }, { name: 'engagement' }, { name: 'admin' }] },
  loadRemote: (id: string) => loadExposed(id as RemoteModuleId),
};

/**
 * With a finder, the site's modules as one instance (the chat guide finds the catalogue's search in it). Without,
 * the host's own instance, which a monolith does not have: its runtime plugins have nothing to apply to.
 */
export function getInstance(finder?: (instance: typeof site) => boolean): typeof site | null {
  if (!finder) return null;
  return finder(site) ? site : null;
}

/** Never called (runtime-plugins.ts registers only on an instance), here for the import. */
export function registerPlugins(): void {}
