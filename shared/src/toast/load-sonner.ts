/**
 * Sonner (the toast library) is not needed for a page's first paint, so it is loaded on demand: when the first
 * toast is shown, or when the browser is idle after the first render, whichever comes first. Toasts shown
 * before the <Toaster/> mounts are not lost: sonner replays its active toasts to a Toaster when it subscribes.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  requestToaster();
  sonner ??= import('sonner');
  return sonner;
}

/** Asks the mounted <Toaster/> to load and render sonner's toaster. */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterRequested(): boolean {
  return requested;
}
