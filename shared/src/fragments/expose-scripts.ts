import { isFragmentScriptPath } from '../contracts/fragments';

/** The parts of a remote's mf-manifest.json (written by its browser build) this module reads. */
interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: unknown;
}

interface ExposeShape {
  name?: unknown;
  assets?: { js?: { sync?: unknown } };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The files that take over what `expose` renders, as a fragment names them (contracts/fragments.ts,
 * FRAGMENT_SCRIPTS_ATTR): the remote's entry, then the module's own chunks (the shared libraries come from the
 * host, which lists its own). Empty when the manifest does not describe the module: the fragment then names none.
 */
export function exposeScripts(manifest: unknown, expose: string): string[] {
  const { metaData, exposes } = (manifest ?? {}) as ManifestShape;
  const module = (Array.isArray(exposes) ? (exposes as ExposeShape[]) : []).find((candidate) => candidate?.name === expose);
  const entryName = metaData?.remoteEntry?.name;
  if (!module || typeof entryName !== 'string') return [];
  const entryPath = typeof metaData?.remoteEntry?.path === 'string' ? metaData.remoteEntry.path.replace(/^\/+|\/+$/g, '') : '';
  const files = [entryPath ? `${entryPath}/${entryName}` : entryName, ...strings(module.assets?.js?.sync)];
  return files.every(isFragmentScriptPath) ? [...new Set(files)] : [];
}
