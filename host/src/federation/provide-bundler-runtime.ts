import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from '@wanderpages/shared/contracts/federation-runtime';

/**
 * Gives the remotes' entries the host's copy of the federation's bundler runtime (docs/decisions/054), as the
 * runtime's own plugin gives them its core: each production remoteEntry.js was 3.3 KB gzip bigger with a copy of
 * its own. The same module instance as the host's runtime uses (rspack.federation.ts points the package at its ES
 * module build); only the container's start (initContainerEntry), which a host without exposes leaves out, is added.
 * Before any remote can load: the entry imports this first.
 */
export function provideBundlerRuntime(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  const provided = {
    consumes: bundlerRuntime.consumes,
    I: bundlerRuntime.I,
    installInitialConsumes: bundlerRuntime.installInitialConsumes,
    initContainerEntry,
    init: bundlerRuntime.init,
    getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
    attachShareScopeMap,
  } as ProvidedBundlerRuntime;
  scope[BUNDLER_RUNTIME_GLOBAL] = provided;
}
