/**
 * What the federation shares, and how: the singletons with their versions (docs/decisions/003), the shared
 * contract's declared range (docs/decisions/023), the curated router facade (docs/decisions/009) and the runtime's
 * ES module build (docs/decisions/008). Used by rspack.base.ts only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// CommonJS globals on purpose: this file is loaded by Rspack's CLI (jiti), tsx and Playwright alike.
const rootDir = __dirname;

/** The folder and package.json of the package `file` belongs to (walking up; `exports` may hide package.json). */
function packageOf(file: string, pkg: string): { dir: string; json: Record<string, unknown> } {
  let dir = path.dirname(file);
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      if (json.name === pkg) return { dir, json };
    } catch {
      // not here: keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package.json of ${pkg}`);
    dir = parent;
  }
}

/** The version of an installed package, read from its own package.json (for the share scope). */
function installedVersion(pkg: string): string {
  const { json } = packageOf(require.resolve(pkg), pkg);
  if (typeof json.version !== 'string') throw new Error(`Cannot find the version of ${pkg}`);
  return json.version;
}

/** The react-router API shared by the federation (see that file for why it is a curated list). */
const ROUTER_FACADE = path.join(rootDir, 'shared', 'federation', 'react-router.ts');

/**
 * react-router's ESM entry, for the facade only (a `require.resolve` would give the CommonJS build). For a
 * production build, the package's production copy: its exports name only `dist/development/`, whose dev-only
 * warnings and error pages then ship (remix-run/react-router#14102); the two differ in that one flag.
 */
export function reactRouterEsmEntry(mode: 'production' | 'development'): string {
  const pkgFile = require.resolve('react-router/package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports: Record<string, { import?: { default?: string } }> };
  const entry = pkg.exports['.']?.import?.default;
  if (!entry) throw new Error('react-router/package.json has no ESM entry for "."');
  // `entry` is the package's own path ("./dist/development/index.mjs"), so the swap needs no path separators.
  const production = path.join(path.dirname(pkgFile), entry.replace('/development/', '/production/'));
  return mode === 'production' && existsSync(production) ? production : path.join(path.dirname(pkgFile), entry);
}

/**
 * Rspack's federation plugin finds its runtime with `require.resolve`, so it bundles the runtime's CommonJS
 * build, which cannot be tree-shaken: every remoteEntry.js and the host's main chunk carried all of
 * @module-federation/sdk and the error-code tables. These aliases swap each CommonJS entry for the same package's
 * ES module build (same version, same code), whose imports then resolve to ES modules too.
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
  const packages = ['runtime-tools', 'webpack-bundler-runtime', 'runtime', 'runtime-core', 'sdk', 'error-codes', 'inject-external-runtime-core-plugin'];
  const aliases: Record<string, string> = {};
  for (const name of packages) {
    // Every entry point with both builds ("." and subpaths such as runtime-tools/runtime-core): the host's
    // provider plugin is found by require.resolve too, and reaches the runtime through such a subpath.
    for (const { request, esm, commonJs } of runtimeEntryPoints(name)) {
      aliases[`${commonJs}$`] = esm;
      aliases[`${request}$`] = esm;
    }
  }
  return aliases;
}

/** Each entry point of a federation runtime package with both builds: how it is asked for, and its two files. */
function runtimeEntryPoints(name: string): Array<{ subpath: string; request: string; esm: string; commonJs: string }> {
  const id = `@module-federation/${name}`;
  const { dir, json } = packageOf(require.resolve(id, { paths: [require.resolve('@module-federation/runtime-tools')] }), id);
  const entries = (json.exports ?? {}) as Record<string, { import?: { default?: string }; require?: { default?: string } } | string>;
  const root = entries['.'];
  if (typeof root !== 'object' || !root.import?.default || !root.require?.default) throw new Error(`${id} has no ESM and CommonJS entries for "."`);
  return Object.entries(entries).flatMap(([subpath, entry]) =>
    typeof entry === 'object' && entry.import?.default && entry.require?.default
      ? [{ subpath, request: subpath === '.' ? id : `${id}/${subpath.slice(2)}`, esm: path.join(dir, entry.import.default), commonJs: path.join(dir, entry.require.default) }]
      : [],
  );
}

/**
 * docs/decisions/054: a production remote's entry takes the host's copy of the federation's bundler runtime, as it
 * takes the runtime's core (`externalRuntime`): every request for `@module-federation/webpack-bundler-runtime`
 * resolves to shared/federation/bundler-runtime-from-host.ts, which builds the container's federation object over the
 * functions the host provides. About 9 KB raw, 3.3 KB gzip, less in each remoteEntry.js.
 */
export function bundlerRuntimeFromHostAliases(): Record<string, string> {
  const shim = path.join(rootDir, 'shared', 'federation', 'bundler-runtime-from-host.ts');
  const root = runtimeEntryPoints('webpack-bundler-runtime').find((entry) => entry.subpath === '.')!;
  return { [`${root.request}$`]: shim, [`${root.esm}$`]: shim, [`${root.commonJs}$`]: shim };
}

/**
 * The range of @wanderpages/shared an app declares in its package.json: the shared contract it was built against
 * (docs/decisions/023). A remote that finds a shared outside it on the page fails to load, by name, in its slot.
 */
function declaredSharedRange(appDir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const range = pkg.dependencies?.['@wanderpages/shared'];
  if (!range) throw new Error(`${appDir}/package.json must declare the @wanderpages/shared range it needs`);
  return range;
}

/**
 * The share keys and the package each belongs to. docs/decisions/003-shared-singletons.md: one copy of each of these
 * across the federation, or React contexts split ("useRoutes() outside a Router", two GoTrue clients). The "react/"
 * and "react-dom/" prefixes cover react/jsx-runtime and react-dom/client.
 */
const SINGLETONS: ReadonlyArray<[key: string, pkg: string]> = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router', 'react-router'],
  ['react-router-dom', 'react-router-dom'],
  ['styled-components', 'styled-components'],
  ['@supabase/supabase-js', '@supabase/supabase-js'],
  ['@wanderpages/shared', '@wanderpages/shared'],
];

export function sharedSingletons(
  appDir: string,
): Record<string, { singleton: true; requiredVersion: string; version: string; strictVersion?: boolean; import?: string }> {
  return Object.fromEntries(
    SINGLETONS.map(([key, pkg]) => {
      const version = installedVersion(pkg);
      const isRouter = pkg === 'react-router' || pkg === 'react-router-dom';
      if (pkg === '@wanderpages/shared') {
        // Strict: a shared that does not satisfy the declared range must not run this app's code (it would fail
        // later, as a TypeError); the load fails instead, and the slot says which versions met.
        return [key, { singleton: true as const, requiredVersion: declaredSharedRange(appDir), version, strictVersion: true }];
      }
      return [key, { singleton: true as const, requiredVersion: `^${version}`, version, ...(isRouter ? { import: ROUTER_FACADE } : {}) }];
    }),
  );
}

/** A singleton a page does not start with: supabase-js loads only when a session may exist (docs/decisions/010). */
const LOADED_LATE = new Set(['@supabase/supabase-js']);
/** Packages of their own that the singletons' code runs on: React DOM's scheduler, styled-components' stylis. */
const SINGLETON_DEPENDENCIES = ['scheduler', 'stylis'];

/**
 * The files of the singletons a page starts with (every one above but those loaded late, and what they run on),
 * as one pattern on a module's path: its package's folder. For the chunk they share (docs/decisions/041).
 */
export function startSingletonFiles(): RegExp {
  const packages = [...new Set(SINGLETONS.map(([, pkg]) => pkg))].filter((pkg) => !LOADED_LATE.has(pkg));
  const folders = [...packages, ...SINGLETON_DEPENDENCIES].map((pkg) => packageOf(require.resolve(pkg), pkg).dir + path.sep);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?:${folders.map(escape).join('|')})`);
}
