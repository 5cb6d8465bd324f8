import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { configureSupabaseFromConfig } from './config/load-config';

/** Configures the Supabase client and takes the host's page over (src/bootstrap.tsx runs this a task later). */
export function startApp(): void {
  configureSupabaseFromConfig();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The production build prerenders the host's page into #root (host/prerender): hydrate it, keeping every painted
  // node. As a transition, so React hydrates in slices that yield to the browser (a default-priority hydration is
  // one task, hundreds of ms on a slow phone) — the page is already painted and its links already work.
  // The development server's page is empty, and is rendered.
  if (container.dataset.prerendered === 'true') startTransition(() => void hydrateRoot(container, <App hydrating />));
  else createRoot(container).render(<App />);
}
