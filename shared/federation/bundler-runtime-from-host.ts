/**
 * What a production remote's entry gets for `@module-federation/webpack-bundler-runtime` (rspack.federation.ts
 * `bundlerRuntimeFromHostAliases`): the host's copy of its functions, in a federation object of the container's own
 * (docs/decisions/054). The runtime's `init` stays the remote's: it finds the container's instance by this build's
 * identifier. The same named exports as the package's entry.
 */
import { init } from '@module-federation/enhanced/runtime';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from '../src/contracts/federation-runtime';
import { federationFromHost } from '../src/federation/federation-from-host';

const federation = federationFromHost((globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as ProvidedBundlerRuntime | undefined, {
  init: init as (options: never) => unknown,
});

export default federation;
export const { runtime, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions, instance, initOptions } = federation;
