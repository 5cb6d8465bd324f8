/**
 * The monolith's stand-in for host/src/federation/provide-bundler-runtime.ts (decision 054): no remote entries to
 * give the bundler runtime to, and no bundler runtime to give. Swapped in by config.ts; never part of the site.
 */
export function provideBundlerRuntime(): void {}
