import { getInstance, registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const registered = new Set<string>();

/**
 * Registers one of the host's federation runtime plugins (prefetch-links.ts, remote-init-tasks.ts) once. Without a
 * federation instance (a component test renders without one), nothing loads through the runtime to apply it to.
 */
export function registerRuntimePlugin(plugin: ModuleFederationRuntimePlugin): void {
  if (registered.has(plugin.name) || !getInstance()) return;
  registered.add(plugin.name);
  registerPlugins([plugin]);
}
