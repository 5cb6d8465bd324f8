import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../.data');

export function resolveDataDir(explicit?: string): string {
  return path.resolve(explicit ?? process.env.SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR);
}

export interface ServerInfo {
  pid: number;
  url: string;
}

const INFO_FILE = 'server.json';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server running on this data directory, if any (its server.json names a live process). */
export function runningServer(dataDir: string): ServerInfo | undefined {
  const file = path.join(dataDir, INFO_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as ServerInfo;
    return alive(info.pid) && info.pid !== process.pid ? info : undefined;
  } catch {
    return undefined;
  }
}

/** PGlite must have one process per data directory; a second one would corrupt it. */
export function claimDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const other = runningServer(dataDir);
  if (other) throw new Error(`Another process (pid ${other.pid}, ${other.url || 'starting'}) is using ${dataDir}`);
  // Claimed before PGlite opens, so a second process sees the directory taken even while this one starts.
  writeServerInfo(dataDir, { pid: process.pid, url: '' });
}

export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  writeFileSync(path.join(dataDir, INFO_FILE), `${JSON.stringify(info)}\n`);
}

export function releaseDataDir(dataDir: string): void {
  rmSync(path.join(dataDir, INFO_FILE), { force: true });
}
