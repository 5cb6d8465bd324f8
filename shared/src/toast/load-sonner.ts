/**
 * Sonner (the toast library) is not needed for a page's first paint, so it is loaded on demand: when the first
 * toast is shown, or when the browser is idle after the first render, whichever comes first. Toasts shown
 * before the <Toaster/> mounts are not lost: sonner replays its active toasts to a Toaster when it subscribes.
 */
type Sonner = typeof import('sonner');

let pending: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  pending ??= import('sonner').then(
    (module) => {
      loaded = module;
      // The <Toaster/> renders a task later: the library's evaluation and its stylesheet (inserted as it loads)
      // are one task already, tens of ms on a slow phone, and the render would lengthen it.
      setTimeout(() => {
        for (const listener of [...listeners]) listener();
      }, 0);
      return module;
    },
    (error: unknown) => {
      pending = undefined; // a later toast tries again
      throw error;
    },
  );
  return pending;
}

/** For the <Toaster/>: the library once it has loaded (useSyncExternalStore). */
export function subscribeSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadedSonner(): Sonner | undefined {
  return loaded;
}
