/**
 * `tsx host/prerender/cli.ts <dist>`: writes the prerendered pages of render-pages.tsx into a built host's
 * dist/, from the index.html the build emitted there (run by the host's production build, after emit).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fillTemplate, PAGES, renderPage } from './render-pages';

async function main(dist: string) {
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  for (const page of PAGES) {
    const file = path.join(dist, page.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, renderPage(page.path, page.shell)));
  }
  console.log(`prerendered ${PAGES.map((p) => p.file).join(', ')}`);
}

const dist = process.argv[2];
if (!dist) {
  console.error('usage: tsx host/prerender/cli.ts <dist directory>');
  process.exit(2);
}
main(path.resolve(dist)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('prerender failed:', error);
    process.exit(1);
  },
);
