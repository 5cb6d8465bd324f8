import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadRuntimeConfig } from './config/load-config';
import { onAnyRemoteRetry } from './federation/remote-registry';

/** Configures the Supabase client and takes the host's page over (src/bootstrap.tsx runs this a task later). */
export function startApp(): void {
  // Configures the one Supabase client from the config the entry already asked for. Without it no remote could
  // load either, and their slots show Retry: the reader's Retry asks for the config again, for Supabase too (or
  // the sections came back and every signup and sign-in waited for a client that was never configured).
  loadRuntimeConfig().catch(() => {
    const stop = onAnyRemoteRetry(() => {
      loadRuntimeConfig().then(stop, () => undefined);
    });
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The production build prerenders the host's page into #root (host/prerender): hydrate it, keeping every painted
  // node. As a transition, so React hydrates in slices that yield to the browser (a default-priority hydration is
  // one task, hundreds of ms on a slow phone) — the page is already painted and its links already work.
  // The development server's page is empty, and is rendered.
  if (container.dataset.prerendered === 'true') startTransition(() => void hydrateRoot(container, <App hydrating />));
  else createRoot(container).render(<App />);
}
