/**
 * The monolith: the host's own production config from rspack.base.ts (same entry, SWC, minifier, splitting,
 * content hashing), minus the ModuleFederationPlugin, with the remote registry swapped for one that imports the
 * remotes' exposed modules directly. Same source, one build, no federation runtime.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import hostConfig from '../../host/rspack.config';

// new URL(import.meta.url) rather than import.meta.dirname: Rspack's CLI loads this file with jiti.
export const monolithRegistry = path.join(path.dirname(new URL(import.meta.url).pathname), 'remote-registry.ts');

/**
 * The monolith's browser bundle, and the host's build-time prerender writing its pages into the same folder, so
 * both variants get the same first HTML (the bench composes both with the remotes' fragments).
 */
export function monolithConfig(outDir: string): Configuration[] {
  const built = hostConfig({ mode: 'production', outDir });
  const [config, ...after] = Array.isArray(built) ? built : [built];
  if (!config) throw new Error('the host config has no browser build');
  const plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ModuleFederationPlugin');
  // Only the host's registry is replaced (the request is "./remote-registry" from host/src/federation/).
  plugins.push(
    new rspack.NormalModuleReplacementPlugin(/^\.\/remote-registry$/, (resource) => {
      if (resource.context.endsWith(path.join('host', 'src', 'federation'))) resource.request = monolithRegistry;
    }),
  );
  const web = { ...config, name: 'monolith', plugins, output: { ...config.output, uniqueName: 'wanderpages_monolith' } };
  // The host's start gate and prerender, renamed to follow the monolith's build rather than the host's.
  const rename = (name: string | undefined) => name?.replace(/^host/, 'monolith');
  return [web, ...after.map((next) => ({ ...next, name: rename(next.name), dependencies: next.dependencies?.map((d) => rename(d) ?? d) }))];
}
