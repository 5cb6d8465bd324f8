/**
 * What a host provides the remotes' entries besides the federation's runtime core (docs/decisions/054): its copy of
 * Module Federation's bundler runtime, the functions a container's entry calls to start, share and consume. Every
 * one of them takes the container's own `__webpack_require__`, so one copy serves the host and every remote. A host
 * of shared 1.3.0 or later sets it before it loads any remote; a remote's production entry uses it instead of
 * carrying its own (`shared/federation/bundler-runtime-from-host.ts`).
 */
export const BUNDLER_RUNTIME_GLOBAL = '__WANDERPAGES_FEDERATION_BUNDLER_RUNTIME__';

/** The first shared whose hosts provide it: what a remote's entry names when its host does not. */
export const BUNDLER_RUNTIME_SINCE = '1.3.0';

/** The functions, as `@module-federation/webpack-bundler-runtime` names them in its `bundlerRuntime`. */
export const PROVIDED_FUNCTIONS = ['consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init', 'getSharedFallbackGetter', 'attachShareScopeMap'] as const;

export type ProvidedBundlerRuntime = Record<(typeof PROVIDED_FUNCTIONS)[number], (options: never) => unknown>;
