import { rspack, type Stats } from '@rspack/core';
import type { BuildOptions } from '../../rspack.base';
import type { AppEntry } from './apps';
import { precompress } from './precompress';

/** Builds the given apps for production in one multi-compiler run; rejects with readable errors. */
export async function buildApps(list: AppEntry[], build: BuildOptions = {}): Promise<void> {
  const compiler = rspack(list.map((app) => app.config({ mode: 'production', ...build })));
  const stats = await new Promise<{ stats: Stats[] }>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('Rspack returned no stats'));
      else resolve(result as unknown as { stats: Stats[] });
    });
  });
  const failed = stats.stats.filter((s) => s.hasErrors());
  if (failed.length > 0) {
    const text = failed.map((s) => s.toString({ all: false, errors: true, colors: false })).join('\n');
    throw new Error(`Build failed:\n${text}`);
  }
  await Promise.all(list.map((app) => precompress(build.outDir ?? app.distDir)));
}
