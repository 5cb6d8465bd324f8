import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, PROVIDED_FUNCTIONS, type ProvidedBundlerRuntime } from '@wanderpages/shared/contracts/federation-runtime';
import { provideBundlerRuntime } from './provide-bundler-runtime';

it("puts every function of the bundler runtime a remote's entry calls where the entries read it, the container's start included", () => {
  const scope: Record<string, unknown> = {};
  provideBundlerRuntime(scope);
  const provided = scope[BUNDLER_RUNTIME_GLOBAL] as ProvidedBundlerRuntime;
  for (const name of PROVIDED_FUNCTIONS) expect({ name, type: typeof provided[name] }).toEqual({ name, type: 'function' });
  // A host has no exposes, so its own bundler runtime leaves the container's start out: it is added.
  expect(provided.initContainerEntry).toBe(initContainerEntry);
});
