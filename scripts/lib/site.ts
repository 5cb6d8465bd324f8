import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { apps, hostApp, type AppEntry } from './apps';
import { createComposer } from './edge-composer';
import { serveStatic, type RunningStatic } from './static-server';

export interface SiteServers {
  /** The host's URL, e.g. http://localhost:3000. */
  url: string;
  stopApp(app: AppEntry): Promise<void>;
  startApp(app: AppEntry, dir?: string): Promise<void>;
  close(): Promise<void>;
}

export interface SiteOptions {
  config: RuntimeConfig;
  /** Port per app; default each app's own (3000–3003). */
  ports?: Partial<Record<string, number>>;
  /** Serve the config from memory instead of host/dist/runtime-config.json. */
  configInMemory?: boolean;
  /** Folder per app name, when serving something other than app/dist. */
  dirs?: Partial<Record<string, string>>;
}

/** Serves every app's dist/ on its port, the way a static host or CDN would. */
export async function serveSite({ config, ports = {}, configInMemory = false, dirs = {} }: SiteOptions): Promise<SiteServers> {
  const running = new Map<AppEntry, RunningStatic>();
  const portOf = (app: AppEntry) => ports[app.options.name] ?? app.options.port;
  const configText = `${JSON.stringify(config, null, 2)}\n`;
  let hostDir = dirs[hostApp.options.name] ?? hostApp.distDir;

  // The config the browser gets, read per request: the file a deployment edits (npm start writes it into the
  // host's dist/), or the one in memory. Every server derives its Content-Security-Policy from it, and the edge
  // its remotes' origins, so repointing a remote needs no restart. A missing or malformed file: the one given.
  async function currentConfig(): Promise<RuntimeConfig> {
    if (configInMemory) return config;
    try {
      const found = JSON.parse(await readFile(path.join(hostDir, 'runtime-config.json'), 'utf8')) as RuntimeConfig;
      return typeof found.remotes === 'object' && found.remotes !== null ? found : config;
    } catch {
      return config;
    }
  }

  async function startApp(app: AppEntry, dir = dirs[app.options.name] ?? app.distDir) {
    const isHost = app === hostApp;
    if (isHost) hostDir = dir;
    // The host's server is the edge too: it composes pages from the remotes' fragments (edge-composer.ts), with
    // the remotes' origins from the same config the browser gets, so repointing a remote needs no restart.
    const composer = isHost ? createComposer({ hostDir: dir, manifests: async () => (await currentConfig()).remotes }) : undefined;
    running.set(
      app,
      await serveStatic({
        dir,
        port: portOf(app),
        label: app.options.app,
        compose: composer?.compose,
        files: isHost && configInMemory ? { '/runtime-config.json': configText } : {},
        // The file npm start wrote, until a rebuild of the host cleans it away: then the config it was given.
        fallbackFiles: isHost && !configInMemory ? { '/runtime-config.json': configText } : {},
        // The remotes' servers too: their pages (a remote's standalone index.html) run under the site's policy.
        policySources: currentConfig,
      }),
    );
  }

  async function stopApp(app: AppEntry) {
    await running.get(app)?.close();
    running.delete(app);
  }

  async function close() {
    await Promise.all([...running.keys()].map(stopApp));
  }

  try {
    for (const app of apps) await startApp(app);
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://localhost:${portOf(hostApp)}`, startApp, stopApp, close };
}
