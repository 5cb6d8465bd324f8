/** Does a build call tsx's `__name()` helper without defining it? (see NAME_SHIM in browser.ts) */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function buildCallsUndefinedName(dirs: string[]): Promise<string[]> {
  const offenders: string[] = [];
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.js'))) {
      const text = await readFile(path.join(dir, name), 'utf8');
      const calls = /(^|[^.\w$])__name\(/.test(text);
      const defines = /\b(var|let|const|function)\s+__name\b/.test(text);
      if (calls && !defines) offenders.push(`${path.basename(dir)}/${name}`);
    }
  }
  return offenders;
}
