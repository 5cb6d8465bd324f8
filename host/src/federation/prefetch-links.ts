import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@wanderpages/shared';
import { registerRuntimePlugin } from './runtime-plugins';

/**
 * The federation runtime fetches a remote's chunks ahead of use with <link rel="preload">: right for what the
 * current page needs (preloadModules, used at once), wrong for a warm-up for a later navigation (on hover or idle),
 * which the current page never uses, so Chromium warns ("preloaded using link preload but not used within a few
 * seconds") and gives those fetches a priority they should not have. A warm-up's links are rel="prefetch".
 */
const neededNow = new Set<RemoteName>();
const warming = new Set<RemoteName>();

/** Runs `preload` with this remote's links as preloads: the current page needs it. */
export async function asPreload<T>(names: RemoteName[], preload: () => Promise<T>): Promise<T> {
  names.forEach((name) => neededNow.add(name));
  try {
    return await preload();
  } finally {
    names.forEach((name) => neededNow.delete(name));
  }
}

/** Runs `warm` with this remote's links as prefetches: for a later navigation. */
export async function asPrefetch<T>(name: RemoteName, warm: () => Promise<T>): Promise<T> {
  warming.add(name);
  try {
    return await warm();
  } finally {
    warming.delete(name);
  }
}

const prefetchLinks: ModuleFederationRuntimePlugin = {
  name: 'wanderpages-prefetch-links',
  createLink({ url, attrs, remoteInfo }) {
    const name = remoteInfo?.name as RemoteName | undefined;
    if (attrs?.rel !== 'preload' || !name || !warming.has(name) || neededNow.has(name)) return undefined;
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs)) if (typeof value === 'string') link.setAttribute(name, value);
    link.rel = 'prefetch';
    link.href = url;
    return link;
  },
};

export function registerPrefetchLinks(): void {
  registerRuntimePlugin(prefetchLinks);
}
