import type { BuildOptions } from '../../rspack.base';
import type { AppEntry } from './apps';
import { precompress } from './precompress';
import { runRspack } from './rspack-cli';

function buildOne(app: AppEntry, build: BuildOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = runRspack('build', app, { mode: 'production', ...build });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`Build of ${app.options.app} failed (exit ${code}):\n${output}`));
    });
  });
}

/**
 * Production builds of the given apps, two at a time (Rspack is multi-threaded; two cores are plenty busy),
 * then .gz/.br beside every text asset. Rejects with the failing app's own output.
 */
export async function buildApps(list: AppEntry[], build: BuildOptions = {}): Promise<void> {
  const queue = [...list];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildOne(app, build);
  };
  await Promise.all([worker(), worker()]);
  await Promise.all(list.map((app) => precompress(build.outDir ?? app.distDir)));
}
