import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|map)$/;

/**
 * Writes .gz and .br beside each text asset, as a CDN would serve them; the static server picks them by
 * Accept-Encoding. Done at build time so serving costs nothing.
 */
export async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !e.name.endsWith('.map'))
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        const body = await readFile(file);
        if (body.length < 1024) return;
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
      }),
  );
}
