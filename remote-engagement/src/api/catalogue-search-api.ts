/**
 * The chat guide's way to the catalogue's books (docs/decisions/028): the catalogue's exposed `catalogue/Search`,
 * loaded at run time through the page's Module Federation runtime, never imported (remotes do not import each
 * other). The instance that registered the catalogue is the host's; standalone, there is none and the guide
 * keeps to its canned replies. Never throws: any failure means "no recommendation".
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import type { CatalogueRecommendation, CatalogueSearch, RemoteModules } from '@wanderpages/shared';

/** A catalogue that has not answered by then is treated as down for this message. */
const LOAD_LIMIT_MS = 3000;

let loading: Promise<CatalogueSearch | undefined> | undefined;

function loadWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function load(): Promise<CatalogueSearch | undefined> {
  const host = getInstance((instance) => instance.options.remotes.some((remote) => remote.name === 'catalogue'));
  if (!host) return undefined;
  const module = await loadWithin(host.loadRemote<RemoteModules['catalogue/Search']>('catalogue/Search'), LOAD_LIMIT_MS);
  if (typeof module?.recommendBooks !== 'function') throw new Error('catalogue/Search has no recommendBooks');
  return module;
}

/** Starts loading the catalogue's search (when the chat opens), so the first reply does not wait for it. */
export function loadCatalogueSearch(): Promise<CatalogueSearch | undefined> {
  loading ??= load().catch((error: unknown) => {
    console.warn('The chat guide answers without the catalogue: catalogue/Search could not be loaded.', error);
    loading = undefined; // a later message tries again (the catalogue may be back)
    return undefined;
  });
  return loading;
}

/** What the catalogue recommends for a chat message; null when it names nothing the catalogue knows or the catalogue is away. */
export async function recommendFor(message: string): Promise<CatalogueRecommendation | null> {
  const search = await loadCatalogueSearch();
  try {
    return search?.recommendBooks(message, 3) ?? null;
  } catch (error) {
    console.warn('catalogue/Search failed on a chat message.', error);
    return null;
  }
}
