/**
 * The remotes' files a page's fragments name (contracts/fragments.ts, FRAGMENT_SCRIPTS_ATTR), resolved against
 * each remote's origin from runtime-config.json: what the gate fetches beside the host's entry, so a remote's
 * takeover does not wait for the entry to run, then for the remote's manifest, then for its entry, then for its
 * chunks, one after the other.
 */
import { FRAGMENT_ATTR, FRAGMENT_SCRIPTS_ATTR, isFragmentScriptPath } from '@wanderpages/shared/contracts/fragments';

/** A fragment's root in a remote slot that names its remote's files. */
const NAMING_FRAGMENTS = `[data-slot-content] > [${FRAGMENT_ATTR}][${FRAGMENT_SCRIPTS_ATTR}]`;

export interface RemotePreload {
  href: string;
  /** The manifest is read with fetch() by the federation runtime; the rest are classic scripts. */
  as: 'fetch' | 'script';
}

/**
 * Each remote's files, as the page's fragments (in its remote slots) name them. A fragment names its remote's entry
 * first, then its module's chunks (shared/src/fragments/expose-scripts.ts); `chunksOnly` leaves the entry out: it
 * is served no-store (a deploy changes it at the same address), so fetching it ahead of its use gains nothing.
 */
export function fragmentScripts(page: ParentNode, { chunksOnly = false } = {}): Map<string, Set<string>> {
  const byRemote = new Map<string, Set<string>>();
  for (const root of page.querySelectorAll(NAMING_FRAGMENTS)) {
    const remote = root.getAttribute(FRAGMENT_ATTR)?.split('/')[0];
    if (!remote) continue;
    const named = root.getAttribute(FRAGMENT_SCRIPTS_ATTR)?.split(' ') ?? [];
    const files = byRemote.get(remote) ?? new Set<string>();
    for (const file of chunksOnly ? named.slice(1) : named) if (isFragmentScriptPath(file)) files.add(file);
    if (files.size > 0 || !chunksOnly) byRemote.set(remote, files);
  }
  return byRemote;
}

/** The modules (`catalogue/CatalogueRoutes`) whose fragments on the page name their files: the gate fetches those. */
export function modulesNamingScripts(page: ParentNode): Set<string> {
  const modules = new Set<string>();
  for (const root of page.querySelectorAll(NAMING_FRAGMENTS)) {
    const module = root.getAttribute(FRAGMENT_ATTR);
    const named = root.getAttribute(FRAGMENT_SCRIPTS_ATTR)?.split(' ') ?? [];
    if (module && named.some(isFragmentScriptPath)) modules.add(module);
  }
  return modules;
}

function manifestUrl(config: unknown, remote: string): URL | null {
  const remotes = (config as { remotes?: unknown } | null)?.remotes;
  const address = remotes && typeof remotes === 'object' ? (remotes as Record<string, unknown>)[remote] : undefined;
  if (typeof address !== 'string') return null;
  try {
    const url = new URL(address, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** For each remote the fragments name files of and the config places: its manifest, then those files. */
export function remotePreloads(config: unknown, scripts: Map<string, Set<string>>): RemotePreload[] {
  const preloads: RemotePreload[] = [];
  for (const [remote, files] of scripts) {
    const manifest = manifestUrl(config, remote);
    if (!manifest || files.size === 0) continue;
    preloads.push({ href: manifest.href, as: 'fetch' });
    for (const file of files) preloads.push({ href: new URL(file, manifest).href, as: 'script' });
  }
  return preloads;
}
