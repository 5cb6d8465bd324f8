import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { findApp } from './apps';

export interface RemotePorts {
  catalogue: number;
  engagement: number;
  admin: number;
}

/** Each remote's own port (3001–3003), as `npm start` and `npm run dev` serve them. */
const defaultPorts: RemotePorts = {
  catalogue: findApp('catalogue').options.port,
  engagement: findApp('engagement').options.port,
  admin: findApp('admin').options.port,
};

/** A config for a site on localhost: each remote's manifest on its port, the backend's URL and anon key. */
export function localRuntimeConfig(supabaseUrl: string, supabaseAnonKey: string, ports: RemotePorts = defaultPorts): RuntimeConfig {
  const manifest = (port: number) => `http://localhost:${port}/mf-manifest.json`;
  return {
    supabaseUrl,
    supabaseAnonKey,
    remotes: { catalogue: manifest(ports.catalogue), engagement: manifest(ports.engagement), admin: manifest(ports.admin) },
  };
}

/** Writes runtime-config.json into each given folder (a dist/ for `npm start`, public/ for `npm run dev`). */
export async function writeRuntimeConfig(dirs: string[], config: RuntimeConfig): Promise<void> {
  const text = `${JSON.stringify(config, null, 2)}\n`;
  await Promise.all(dirs.map((dir) => writeFile(path.join(dir, 'runtime-config.json'), text)));
}

