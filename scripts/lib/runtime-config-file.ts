import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import type { AppEntry } from './apps';
import { remoteApps } from './apps';

/** The local config: every remote's manifest on its own port, the embedded backend's URL and anon key. */
export function localRuntimeConfig(supabaseUrl: string, supabaseAnonKey: string, hostName = 'localhost'): RuntimeConfig {
  const port = (name: string) => remoteApps.find((a) => a.options.name === name)?.options.port;
  return {
    supabaseUrl,
    supabaseAnonKey,
    remotes: {
      catalogue: `http://${hostName}:${port('catalogue')}/mf-manifest.json`,
      engagement: `http://${hostName}:${port('engagement')}/mf-manifest.json`,
      admin: `http://${hostName}:${port('admin')}/mf-manifest.json`,
    },
  };
}

/** Writes runtime-config.json into each given folder (a dist/ for `npm start`, public/ for `npm run dev`). */
export async function writeRuntimeConfig(dirs: string[], config: RuntimeConfig): Promise<void> {
  const text = `${JSON.stringify(config, null, 2)}\n`;
  await Promise.all(dirs.map((dir) => writeFile(path.join(dir, 'runtime-config.json'), text)));
}

export function distDirs(list: AppEntry[]): string[] {
  return list.map((a) => a.distDir);
}
