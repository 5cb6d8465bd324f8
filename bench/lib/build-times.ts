/**
 * Cold production builds, timed: each app through `npm run build <app>` exactly as a person runs it (a fresh
 * process, no persistent cache), which also leaves the dist/ folders `npm start` serves; then the monolith.
 */
import { spawn } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { apps, rootDir } from '../../scripts/lib/apps';
import { precompress } from '../../scripts/lib/precompress';
import { progress } from './progress';

export interface BuildTime {
  app: string;
  seconds: number;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${output}`))));
  });
}

/**
 * `npm run build <app>` for each app in turn (cold: its dist/ removed first). Each dist/ is then copied to
 * `copyTo/<app>` and served from there, so another build of dist/ during the bench cannot pull files away.
 */
export async function buildEachApp(copyTo: string): Promise<BuildTime[]> {
  await rm(copyTo, { recursive: true, force: true });
  const tsx = path.join(rootDir, 'node_modules', '.bin', 'tsx');
  const times: BuildTime[] = [];
  for (const app of apps) {
    await rm(app.distDir, { recursive: true, force: true });
    const started = performance.now();
    await run(tsx, [path.join(rootDir, 'scripts', 'build.ts'), app.options.app]);
    const seconds = (performance.now() - started) / 1000;
    times.push({ app: app.options.app, seconds });
    await cp(app.distDir, path.join(copyTo, app.options.app), { recursive: true });
    progress(`built ${app.options.app} in ${seconds.toFixed(1)} s`);
  }
  return times;
}

/** The monolith into `outDir` through Rspack's CLI (as the apps are built), precompressed like the apps. */
export async function buildMonolith(outDir: string): Promise<BuildTime> {
  await rm(outDir, { recursive: true, force: true });
  const started = performance.now();
  const cli = path.join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const config = path.join(rootDir, 'bench', 'monolith', 'rspack.config.ts');
  await run(process.execPath, [cli, 'build', '-c', config, '--env', `outDir=${outDir}`], { NODE_ENV: 'production' });
  await precompress(outDir);
  const seconds = (performance.now() - started) / 1000;
  progress(`built the monolith in ${seconds.toFixed(1)} s (Rspack CLI, the host's config minus federation)`);
  return { app: 'monolith (bench)', seconds };
}
