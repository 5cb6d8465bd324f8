/** `node render.js <dist> <buildId>`: writes the host's prerendered pages into a built host's dist/. */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prerenderHost } from './render-pages';
import { gateFileIn, gateScriptsIn, withStartGate } from './start-gate';

async function main(dist: string) {
  const built = await readFile(path.join(dist, 'index.html'), 'utf8');
  const scripts = gateScriptsIn(JSON.parse(await readFile(path.join(dist, 'gate-scripts.json'), 'utf8')));
  const template = withStartGate(built, gateFileIn(await readdir(dist)), scripts);
  const files = prerenderHost(template);
  for (const { file, content } of files) {
    const target = path.join(dist, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  console.log(`prerendered ${files.map((f) => f.file).join(', ')}`);
}

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node render.js <dist directory> <build id>');
  process.exit(2);
}
main(path.resolve(dist)).catch((error: unknown) => {
  console.error('prerender failed:', error);
  process.exit(1);
});
