// Keeps package-lock.json portable. The registry this project is built against serves the native binaries of
// @rspack/binding, @swc/core and unrs-resolver only for linux x64/arm64, so npm drops the other platforms'
// entries from the lock — and then `npm ci` refuses the lock as out of sync. This restores each missing
// optional platform package from its parent's optionalDependencies, with the os/cpu/libc its name states,
// exactly as a full registry would record it (minus the integrity hash, which only that registry has).
// Idempotent; runs on postinstall and changes nothing when the lock is complete.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockPath = path.join(import.meta.dirname, '..', 'package-lock.json');
const PLATFORM = /-(darwin|linux|win32|freebsd|android|openharmony|wasm32)(?:-([a-z0-9]+))?(?:-(gnu|musl|msvc|gnueabihf|musleabihf|eabi|wasi))?$/;

function platformOf(name) {
  const match = PLATFORM.exec(name);
  if (!match) return null;
  const [, first, second, abi] = match;
  if (first === 'wasm32') return { cpu: ['wasm32'] };
  const entry = { os: [first], cpu: [second ?? 'x64'] };
  if (first === 'linux' && abi) entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
}

const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};
let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const platform = platformOf(dep);
    if (!platform) continue;
    const parentDir = key === '' ? '' : `${key}/`;
    const nested = `${parentDir}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = {
      version,
      ...platform,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
    };
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: restored ${added} optional platform packages the registry does not serve here.`);
}
