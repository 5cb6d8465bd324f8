/**
 * The monolith as Rspack's CLI builds it (`--env outDir=…`), the same way scripts/lib/rspack-cli.ts builds the
 * apps: a separate process with the config loaded by jiti, so nothing of tsx ends up in the bundle.
 */
import type { Configuration } from '@rspack/core';
import { monolithConfig } from './config';

export default (env: { outDir?: string } = {}): Configuration[] => {
  if (!env.outDir) throw new Error('bench/monolith/rspack.config.ts needs --env outDir=<folder>');
  return monolithConfig(env.outDir);
};
