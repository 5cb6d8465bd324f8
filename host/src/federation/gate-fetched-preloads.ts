import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { modulesNamingScripts } from '../gate/remote-scripts';
import { registerRuntimePlugin } from './runtime-plugins';

/**
 * Loading a module, the federation runtime first preloads its chunks itself (its snapshot plugin, on every
 * loadRemote): it reads the remote's manifest, checks each shared module's version on the way (the semver checks
 * that build regular expressions), and appends a tag per file, inside the takeover's module-load task. For a module
 * whose fragment on the page names its files, the start gate fetched them already (gate/remote-scripts.ts), as
 * preloadModules knows for the runtime's preload of the page's remotes (bench/FINDINGS.md, twenty-sixth and
 * twenty-eighth rounds). Such a preload is dropped here, before it is worked out (the hook the runtime calls with
 * the preload's options, `beforePreloadRemote`); the module's own chunk loading then finds the files in the cache.
 * A preload of anything else (a module the page has no fragment of, a warm-up of another remote) goes on as before.
 */
export const gateFetchedPreloads: ModuleFederationRuntimePlugin = {
  name: 'wanderpages-gate-fetched-preloads',
  beforePreloadRemote({ preloadOps }) {
    const fetched = modulesNamingScripts(document);
    if (fetched.size === 0) return;
    const moduleId = (remote: string, expose: string) => `${remote}/${expose.replace(/^\.\//, '')}`;
    const kept = preloadOps.filter(({ nameOrAlias, exposes }) => !exposes?.length || !exposes.every((expose) => fetched.has(moduleId(nameOrAlias, expose))));
    // The runtime reads the list it passed in after the hook: it is changed in place.
    preloadOps.splice(0, preloadOps.length, ...kept);
  },
};

/** Registers the plugin before the first remote loads (the host's entry, src/index.ts). */
export function registerGateFetchedPreloads(): void {
  registerRuntimePlugin(gateFetchedPreloads);
}
