import { BUNDLER_RUNTIME_SINCE, type ProvidedBundlerRuntime } from '../contracts/federation-runtime';

type Fn = (options: never) => unknown;

/** The part of @module-federation/runtime the bundler runtime calls (its init): the container's own, for its build's identity. */
export interface ContainerRuntime {
  init: Fn;
}

/** What @module-federation/webpack-bundler-runtime's default export is: one per container, filled in as it starts. */
export interface ContainerFederation {
  runtime: ContainerRuntime;
  instance: undefined;
  initOptions: undefined;
  bundlerRuntime: Record<string, unknown> & { S: Record<string, unknown> };
  attachShareScopeMap: Fn | undefined;
  bundlerRuntimeOptions: Record<string, unknown>;
}

const missing = `This remote needs a host that provides the federation's bundler runtime (@wanderpages/shared ${BUNDLER_RUNTIME_SINCE} or later).`;

/**
 * A container's federation object over the functions its host provides (docs/decisions/054). The object is the
 * container's own (its entry writes its instance, options and share scopes into it); the functions are the host's,
 * and take the container's `__webpack_require__`.
 *
 * Under a host that provides none (one built before shared 1.3.0), the entry still evaluates, with no instance, and
 * the host's request to start the container is refused with `missing`: the host's slot then reports the load failed
 * and names the shared the remote needs (decision 023), as for any remote built for a newer shared. Nothing else is
 * called on a container that never started.
 */
export function federationFromHost(provided: ProvidedBundlerRuntime | undefined, runtime: ContainerRuntime): ContainerFederation {
  // The entry calls init and installInitialConsumes as it evaluates; the host then asks the container to start.
  const refusing = { init: () => undefined, installInitialConsumes: () => undefined, initContainerEntry: () => Promise.reject(new Error(missing)) };
  return {
    runtime,
    instance: undefined,
    initOptions: undefined,
    // A remote consumes no remotes (decision 001). The host's attachShareScopeMap is in here too, unused.
    bundlerRuntime: { remotes: undefined, S: {}, ...(provided ?? refusing) },
    attachShareScopeMap: provided?.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
