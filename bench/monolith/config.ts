/**
 * The monolith: the host's own production config from rspack.base.ts (same entry, SWC, minifier, splitting,
 * content hashing), minus the ModuleFederationPlugin, with the remote registry swapped for one that imports the
 * remotes' exposed modules directly, and the federation runtime's API and the host's bundler-runtime provider for
 * stand-ins. Same source, one build, no federation runtime (lib/monolith-check.ts checks the build for it).
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import hostConfig from '../../host/rspack.config';

// new URL(import.meta.url) rather than import.meta.dirname: Rspack's CLI loads this file with jiti.
const here = path.dirname(new URL(import.meta.url).pathname);
export const monolithRegistry = path.join(here, 'remote-registry.ts');
const monolithRuntimeApi = path.join(here, 'federation-runtime.ts');
const monolithBundlerRuntime = path.join(here, 'provide-bundler-runtime.ts');

/**
 * The monolith's browser bundle, and the host's build-time prerender writing its pages into the same folder, so
 * both variants get the same first HTML (the bench composes both with the remotes' fragments).
 */
export function monolithConfig(outDir: string): Configuration[] {
  const built = hostConfig({ mode: 'production', outDir });
  const [config, ...after] = Array.isArray(built) ? built : [built];
  if (!config) throw new Error('the host config has no browser build');
  const plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ModuleFederationPlugin');
  // The host's federation modules, by the file a request names (index.ts imports the registry as
  // "./federation/remote-registry", the slots as "./remote-registry"), and the runtime's API wherever it is imported.
  const hostFederation = path.join(here, '..', '..', 'host', 'src', 'federation');
  const swaps = new Map([
    [path.join(hostFederation, 'remote-registry'), monolithRegistry],
    [path.join(hostFederation, 'provide-bundler-runtime'), monolithBundlerRuntime],
  ]);
  plugins.push(
    new rspack.NormalModuleReplacementPlugin(/(remote-registry|provide-bundler-runtime)$/, (resource) => {
      const standIn = resource.request.startsWith('.') ? swaps.get(path.resolve(resource.context, resource.request)) : undefined;
      if (standIn) resource.request = standIn;
    }),
    new rspack.NormalModuleReplacementPlugin(/^@module-federation\/enhanced\/runtime$/, (resource) => {
      resource.request = monolithRuntimeApi;
    }),
  );
  const web = { ...config, name: 'monolith', plugins, output: { ...config.output, uniqueName: 'wanderpages_monolith' } };
  // The host's start gate and prerender, renamed to follow the monolith's build rather than the host's.
  const rename = (name: string | undefined) => name?.replace(/^host/, 'monolith');
  return [web, ...after.map((next) => ({ ...next, name: rename(next.name), dependencies: next.dependencies?.map((d) => rename(d) ?? d) }))];
}
