import path from 'node:path';
import type { AppOptions } from '../../rspack.base';
import * as host from '../../host/rspack.config';
import * as catalogue from '../../remote-catalogue/rspack.config';
import * as engagement from '../../remote-engagement/rspack.config';
import * as admin from '../../remote-admin/rspack.config';

export const rootDir = path.resolve(__dirname, '..', '..');

export interface AppEntry {
  options: AppOptions;
  dir: string;
  distDir: string;
}

function entry(mod: { app: AppOptions }): AppEntry {
  const dir = path.join(rootDir, mod.app.app);
  return { options: mod.app, dir, distDir: path.join(dir, 'dist') };
}

/** Every app, remotes first: the order `npm start` builds and serves them in. */
export const apps: AppEntry[] = [entry(catalogue), entry(engagement), entry(admin), entry(host)];

export function findApp(name: string): AppEntry {
  const found = apps.find((a) => a.options.app === name || a.options.name === name);
  if (!found) {
    throw new Error(`Unknown app "${name}". Known: ${apps.map((a) => a.options.app).join(', ')}`);
  }
  return found;
}

export const hostApp = findApp('host');
export const remoteApps = apps.filter((a) => a !== hostApp);
