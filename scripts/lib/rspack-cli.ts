import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BuildOptions } from '../../rspack.base';
import { rootDir, type AppEntry } from './apps';

const cli = path.join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

/**
 * Runs Rspack's own CLI on an app's rspack.config.ts, passing BuildOptions as `--env key=value`.
 * Why a separate process: under tsx every module is rewritten with a `__name` helper, and the Module
 * Federation plugin inlines some of its functions into the bundle as source text — the browser then fails
 * with "__name is not defined". The CLI loads TypeScript configs with jiti, which leaves them as written.
 */
function rspackArgs(command: 'build' | 'dev', app: AppEntry, build: BuildOptions): string[] {
  const args = [cli, command, '-c', path.join(app.dir, 'rspack.config.ts')];
  for (const [key, value] of Object.entries(build)) {
    if (value !== undefined) args.push('--env', `${key}=${value}`);
  }
  return args;
}

export function runRspack(command: 'build' | 'dev', app: AppEntry, build: BuildOptions, inherit = false) {
  return spawn(process.execPath, rspackArgs(command, app, build), {
    cwd: app.dir,
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: build.mode ?? 'production' },
  });
}
