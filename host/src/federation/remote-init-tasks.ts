import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../next-task';
import { registerRuntimePlugin } from './runtime-plugins';

/**
 * The federation runtime runs a remote's entry (remoteEntry.js), initialises it against the shared scope, then asks
 * it for the exposed module's chunks, all in the task in which the entry arrived: tens of ms each on a slow phone,
 * about 100 ms together at CPU 4× (bench/FINDINGS.md, eleventh round). Waiting one task before and after the
 * initialisation puts each step in a task of its own, so a tap or a key press in between is answered.
 * docs/decisions/039-takeover-in-short-tasks.md
 */
export const remoteInitInTasks: ModuleFederationRuntimePlugin = {
  name: 'wanderpages-remote-init-in-tasks',
  async beforeInitContainer(args) {
    await nextTask();
    return args;
  },
  async initContainer(args) {
    await nextTask();
    return args;
  },
};

/** Registers the plugin before the first remote loads (the host's entry, src/index.ts). */
export function registerRemoteInitTasks(): void {
  registerRuntimePlugin(remoteInitInTasks);
}
