/**
 * The one Rspack config factory every app builds from. An app's rspack.config.ts only names itself, its port
 * and (for a remote) what it exposes; everything else — TypeScript through SWC, HTML, the dev server, Module
 * Federation with the singleton list of docs/decisions/003-shared-singletons.md, content-hashed assets — is decided here, once.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { bundlerRuntimeFromHostAliases, federationRuntimeEsmAliases, reactRouterEsmEntry, sharedSingletons, startSingletonFiles } from './rspack.federation';
import { CompileHintsPlugin } from './rspack.compile-hints';
import { GateScriptsPlugin } from './rspack.gate-scripts';

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
/**
 * The year the pages' HTML is rendered in, the same for an app's browser bundle and its prerender (both configs
 * come from this one evaluation): hydration starts from it (host/src/layout/use-current-year.ts).
 */
const BUILD_YEAR = String(new Date().getFullYear());

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
  if (options.exposes) return [web, createPrerenderConfig(options, build, buildId, entry, [options.name])];
  const gate = createGateConfig(options, build);
  return [web, gate, createPrerenderConfig(options, build, buildId, entry, [options.name, String(gate.name)])];
}

/**
 * The host's start gate (host/src/gate): the one script its pages load at first, which starts the entry on the
 * visitor's first intent (docs/decisions/037-scripts-start-on-intent.md). Plain web code, no federation: built on
 * its own after the browser bundle (whose output.clean would remove it) into the same folder; the prerender
 * then points the pages' script tag at it.
 */
function createGateConfig(options: AppOptions, build: BuildOptions): Configuration {
  const appDir = build.appDir ?? path.join(rootDir, options.app);
  return {
    mode: 'production',
    name: `${options.name}-gate`,
    dependencies: [options.name],
    context: appDir,
    target: 'web',
    entry: { gate: './src/gate/index.ts' },
    devtool: 'source-map',
    output: { path: build.outDir ?? path.join(appDir, 'dist'), filename: '[name].[contenthash:10].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule('production')] },
    optimization: { minimize: true },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function createPrerenderConfig(options: AppOptions, build: BuildOptions, buildId: string, entry: string, after: string[]): Configuration {
  const appDir = build.appDir ?? path.join(rootDir, options.app);
  const scriptDir = path.join(tmpdir(), 'wanderpages-prerender', buildId);
  return {
    mode: 'production',
    name: `${options.name}-prerender`,
    // After the browser bundle (and the host's gate): the host's prerender fills the index.html that bundle emits.
    dependencies: after,
    context: appDir,
    target: 'node20',
    entry: { render: entry },
    devtool: false,
    output: { path: scriptDir, filename: 'render.js', chunkFilename: '[name].js', clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: { '@wanderpages/react-router-impl$': reactRouterEsmEntry('production') },
    },
    module: { rules: [swcRule('production'), { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset' }] },
    plugins: [
      new rspack.DefinePlugin({ __WANDERPAGES_BUILD_ID__: JSON.stringify(buildId), __WANDERPAGES_BUILD_YEAR__: BUILD_YEAR }),
      new RunPrerenderPlugin(path.join(scriptDir, 'render.js'), build.outDir ?? path.join(appDir, 'dist'), buildId),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The shared singletons a page starts with (React, React DOM, the router, styled-components, shared), in one chunk.
 * The federation gives each shared module an async chunk of its own, and the host loads all of them together as
 * it starts: eight requests, each compressed alone. One chunk is one request and one compression window (about
 * 3 KB less gzip; docs/decisions/041-start-singletons-in-one-chunk.md). The monolith builds with the same group.
 */
function startSingletonsGroup() {
  return { name: 'singletons', chunks: 'async' as const, enforce: true, priority: 20, test: startSingletonFiles() };
}

function createWebConfig(options: AppOptions, build: BuildOptions, mode: Mode, buildId: string): Configuration {
  const appDir = build.appDir ?? path.join(rootDir, options.app);
  const isHost = !options.exposes;
  const plugins: RspackPluginInstance[] = [
    new rspack.HtmlRspackPlugin({
      template: path.join(rootDir, 'app-template.html'),
      title: options.title,
      templateParameters: { title: options.title },
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
  plugins.push(new rspack.DefinePlugin({ __WANDERPAGES_BUILD_ID__: JSON.stringify(buildId), __WANDERPAGES_BUILD_YEAR__: BUILD_YEAR }));
  if (isHost && mode === 'production') plugins.push(new GateScriptsPlugin());
  if (mode === 'production') plugins.push(new CompileHintsPlugin());
  // public/ holds files served as they are (runtime-config.json for local dev, favicon). A production build leaves
  // out the runtime-config.json `npm run dev` wrote there: a deployment writes its own (decision 004), and a dev
  // config (localhost ports, the embedded backend's key) in dist/ pointed a rebuilt host's edge at the dev ports.
  const copyIgnore = mode === 'production' ? ['**/runtime-config.json'] : [];
  plugins.push(
    new rspack.CopyRspackPlugin({
      patterns: [{ from: path.join(appDir, 'public'), noErrorOnMissing: true, globOptions: { ignore: copyIgnore } }],
    }),
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
      alias: {
        '@wanderpages/react-router-impl$': reactRouterEsmEntry(mode),
        ...federationRuntimeEsmAliases(),
        // The remotes' production entries use the host's bundler runtime (docs/decisions/054), as they use its core.
        ...(mode === 'production' && !isHost ? bundlerRuntimeFromHostAliases() : {}),
      },
    },
    module: {
      rules: [
        swcRule(mode),
        { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset' },
      ],
    },
    plugins,
    optimization: {
      minimize: mode === 'production',
      ...(mode === 'production' ? { splitChunks: { cacheGroups: { singletons: startSingletonsGroup() } } } : {}),
    },
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
