/**
 * Events the apps announce on `window` so others can react without importing each other.
 * Names are namespaced; `detail` is typed here, the one place both sides read.
 */
export interface WanderpagesEvents {
  'wanderpages:newsletter-subscribed': { source: 'homepage_newsletter' | 'chatbot' };
  'wanderpages:signups-cleared': { count: number };
  'wanderpages:signups-exported': { count: number };
}

export type WanderpagesEventName = keyof WanderpagesEvents;

export function emitEvent<N extends WanderpagesEventName>(name: N, detail: WanderpagesEvents[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onEvent<N extends WanderpagesEventName>(
  name: N,
  listener: (detail: WanderpagesEvents[N]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<WanderpagesEvents[N]>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
