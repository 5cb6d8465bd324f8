/**
 * The one Rspack config factory every app builds from. An app's rspack.config.ts only names itself, its port
 * and (for a remote) what it exposes; everything else — TypeScript through SWC, HTML, the dev server, Module
 * Federation with the singleton list of docs/decisions/003-shared-singletons.md, content-hashed assets — is decided here, once.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

// CommonJS globals on purpose: this file is loaded by Rspack's CLI (jiti), tsx and Playwright alike.
const rootDir = __dirname;

export type Mode = 'production' | 'development';

export interface AppOptions {
  /** The workspace folder, e.g. "host" or "remote-catalogue". */
  app: string;
  /** Module Federation name ("host", "catalogue", ...). */
  name: string;
  /** Dev server port, and the port `npm start` serves dist/ on. */
  port: number;
  /** Page title of the app's own index.html. */
  title: string;
  /** For remotes: "./Expose" -> source path relative to the app folder. */
  exposes?: Record<string, string>;
}

export interface BuildOptions {
  mode?: Mode;
  /** Write to another folder (the bench's monolith comparison builds elsewhere). */
  outDir?: string;
  /** Build the app from a copy of its folder (the e2e suite redeploys a changed remote this way). */
  appDir?: string;
  /** The build's id (default: a fresh one): in the JavaScript and in every HTML fragment the build renders. */
  buildId?: string;
}

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
export const ROUTER_FACADE = path.join(rootDir, 'shared', 'federation', 'react-router.ts');

/** react-router's ESM entry, for the facade only (a `require.resolve` would give the CommonJS build). */
function reactRouterEsmEntry(): string {
  const pkgFile = require.resolve('react-router/package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports: Record<string, { import?: { default?: string } }> };
  const entry = pkg.exports['.']?.import?.default;
  if (!entry) throw new Error('react-router/package.json has no ESM entry for "."');
  return path.join(path.dirname(pkgFile), entry);
}

/**
 * Rspack's federation plugin finds its runtime with `require.resolve`, so it bundles the runtime's CommonJS
 * build, which cannot be tree-shaken: every remoteEntry.js and the host's main chunk carried all of
 * @module-federation/sdk and the error-code tables. These aliases swap each CommonJS entry for the same package's
 * ES module build (same version, same code), whose imports then resolve to ES modules too.
 */
function federationRuntimeEsmAliases(): Record<string, string> {
  const packages = ['runtime-tools', 'webpack-bundler-runtime', 'runtime', 'runtime-core', 'sdk', 'error-codes'];
  const aliases: Record<string, string> = {};
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  for (const name of packages) {
    const id = `@module-federation/${name}`;
    const { dir, json } = packageOf(require.resolve(id, { paths: [runtimeTools] }), id);
    const entry = (json.exports as Record<string, { import?: { default?: string }; require?: { default?: string } }> | undefined)?.['.'];
    if (!entry?.import?.default || !entry.require?.default) throw new Error(`${id} has no ESM and CommonJS entries for "."`);
    const esm = path.join(dir, entry.import.default);
    aliases[`${path.join(dir, entry.require.default)}$`] = esm;
    aliases[`${id}$`] = esm;
  }
  return aliases;
}

/**
 * docs/decisions/003-shared-singletons.md: one copy of each of these across the federation, or React contexts split
 * ("useRoutes() outside a Router", two GoTrue clients). The "react/" and "react-dom/" prefixes cover
 * react/jsx-runtime and react-dom/client.
 */
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

export function sharedSingletons(
  appDir: string,
): Record<string, { singleton: true; requiredVersion: string; version: string; strictVersion?: boolean; import?: string }> {
  const entries: Array<[string, string]> = [
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
  return Object.fromEntries(
    entries.map(([key, pkg]) => {
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

/**
 * After the prerender compilation (below) has emitted its Node script, runs it: `node render.js <dist> <buildId>`
 * writes the app's HTML into its dist/ (the host's pages and shells, a remote's fragments).
 */
class RunPrerenderPlugin implements RspackPluginInstance {
  constructor(
    private readonly script: string,
    private readonly outDir: string,
    private readonly buildId: string,
  ) {}

  apply(compiler: Parameters<RspackPluginInstance['apply']>[0]) {
    compiler.hooks.afterEmit.tap('RunPrerenderPlugin', (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      execFileSync(process.execPath, [this.script, this.outDir, this.buildId], { cwd: rootDir, stdio: 'pipe' });
    });
  }
}

function swcRule(mode: Mode) {
  // styled-components' plugin gives every styled component an id from its file, not from load order, so the
  // build-time HTML and the browser's render produce the same class names (hydration keeps the painted nodes).
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: mode === 'development' } },
        experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: true, ssr: true }]] },
      },
      env: { targets: ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15'] },
    },
    type: 'javascript/auto',
  };
}

/** A build's id: which remote, when, and a random part (two builds in the same millisecond still differ). */
function newBuildId(name: string): string {
  return `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/**
 * The app's builds. In production: the browser bundle, then a Node script rendering the app's HTML at build
 * time (host/prerender/index.tsx, or a remote's src/fragments.tsx) from the same sources through the same
 * loaders, run once it is emitted. Development builds only the browser bundle.
 */
export function createConfig(options: AppOptions, build: BuildOptions = {}): Configuration | Configuration[] {
  const mode: Mode = build.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const buildId = build.buildId ?? newBuildId(options.name);
  const web = createWebConfig(options, build, mode, buildId);
  const appDir = build.appDir ?? path.join(rootDir, options.app);
  const entry = options.exposes ? path.join(appDir, 'src', 'fragments.tsx') : path.join(appDir, 'prerender', 'index.tsx');
  if (mode !== 'production' || !existsSync(entry)) return web;
  return [web, createPrerenderConfig(options, build, buildId, entry)];
}

function createPrerenderConfig(options: AppOptions, build: BuildOptions, buildId: string, entry: string): Configuration {
  const appDir = build.appDir ?? path.join(rootDir, options.app);
  const scriptDir = path.join(tmpdir(), 'wanderpages-prerender', buildId);
  return {
    mode: 'production',
    name: `${options.name}-prerender`,
    // After the browser bundle: the host's prerender fills the index.html that bundle emits.
    dependencies: [options.name],
    context: appDir,
    target: 'node20',
    entry: { render: entry },
    devtool: false,
    output: { path: scriptDir, filename: 'render.js', chunkFilename: '[name].js', clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: { '@wanderpages/react-router-impl$': reactRouterEsmEntry() },
    },
    module: { rules: [swcRule('production'), { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset' }] },
    plugins: [
      new rspack.DefinePlugin({ __WANDERPAGES_BUILD_ID__: JSON.stringify(buildId) }),
      new RunPrerenderPlugin(path.join(scriptDir, 'render.js'), build.outDir ?? path.join(appDir, 'dist'), buildId),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function createWebConfig(options: AppOptions, build: BuildOptions, mode: Mode, buildId: string): Configuration {
  const appDir = build.appDir ?? path.join(rootDir, options.app);
  const isHost = !options.exposes;
  const plugins: RspackPluginInstance[] = [
    new rspack.HtmlRspackPlugin({
      template: path.join(rootDir, 'app-template.html'),
      title: options.title,
      templateParameters: { title: options.title, isHost: isHost ? 'yes' : '' },
    }),
    new ModuleFederationPlugin({
      name: options.name,
      ...(isHost
        ? { remotes: {} } // remotes are registered at run time from runtime-config.json (docs/decisions/004-runtime-config-and-runtime-remote-registration.md)
        : { filename: 'remoteEntry.js', exposes: options.exposes }),
      shared: sharedSingletons(appDir),
      // One offline remote must not stop the rest from starting.
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // In production the host provides the federation runtime once, instead of each remoteEntry.js carrying
      // its own ~34 KB copy. Development keeps it bundled so a remote still runs standalone on its port.
      ...(mode === 'production'
        ? {
            experiments: {
              ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
              // Browser-only builds: leave out the runtime's Node.js loading paths. A remote consumes no remotes
              // (docs/decisions/001-who-owns-what.md: remotes never import each other), so its entry leaves out remote loading too.
              optimization: { target: 'web' as const, ...(isHost ? {} : { disableRemote: true }) },
            },
          }
        : {}),
    }),
  ];
  plugins.push(new rspack.DefinePlugin({ __WANDERPAGES_BUILD_ID__: JSON.stringify(buildId) }));
  // public/ holds files served as they are (runtime-config.json for local dev, favicon).
  plugins.push(
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public'), noErrorOnMissing: true }] }),
  );

  return {
    mode,
    context: appDir,
    name: options.name,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: build.outDir ?? path.join(appDir, 'dist'),
      // Remotes resolve their chunks from wherever their manifest was served, so a team can move to any origin.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `wanderpages_${options.name}`,
      filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: { '@wanderpages/react-router-impl$': reactRouterEsmEntry(), ...federationRuntimeEsmAliases() },
    },
    module: {
      rules: [
        swcRule(mode),
        { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset' },
      ],
    },
    plugins,
    optimization: { minimize: mode === 'production' },
    // Rspack's dev server compiles dynamic imports on first request; chunks that the federation runtime asks for
    // through the share scope (the router singleton's) would be requested before they exist and 404.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port: options.port,
      historyApiFallback: isHost,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: 'errors-warnings',
  };
}
