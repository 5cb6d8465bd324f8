/** Does the monolith's build carry any of the federation's runtime? Then the bytes ratio would flatter federation. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Strings only the federation runtime's code has: its core's global plugin list, its bundler runtime's init. */
const FEDERATION_RUNTIME_SIGNATURES = ['__GLOBAL_PLUGIN__', 'initOptions is required!'];

/** The monolith's files that contain the federation runtime (none, when monolith/config.ts swaps every import). */
export async function federationRuntimeIn(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.js'))) {
    const text = await readFile(path.join(dir, name), 'utf8');
    if (FEDERATION_RUNTIME_SIGNATURES.some((signature) => text.includes(signature))) found.push(name);
  }
  return found;
}
