/**
 * One Lighthouse navigation, in plain Node (not tsx): Lighthouse sends functions to the page as their source text,
 * and tsx compiles node_modules' ES modules with esbuild's keepNames, which wraps them in a `__name()` helper the
 * page does not have ("__name is not defined"; bench/README.md). Run by lighthouse.ts:
 *   node bench/lib/lighthouse-runner.mjs <url> <debugging port> <output file>
 * Writes Lighthouse's result (the LHR JSON) to the output file.
 */
import { writeFile } from 'node:fs/promises';
import lighthouse from 'lighthouse';

const [url, port, out] = process.argv.slice(2);
if (!url || !port || !out) throw new Error('usage: lighthouse-runner.mjs <url> <port> <output file>');

const result = await lighthouse(url, {
  port: Number(port),
  hostname: '127.0.0.1',
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
});
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
await writeFile(out, JSON.stringify(result.lhr));
