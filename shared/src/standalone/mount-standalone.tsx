import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { fetchRuntimeConfig } from '../config/runtime-config';
import { configureSupabase, failSupabaseConfiguration } from '../supabase/client';
import { SiteProviders } from '../providers/site-providers';

/**
 * How a remote runs on its own port for its team (`npm run dev -w remote-…`): the same providers the host
 * gives it (theme, router, auth, toaster), and the backend from the runtime-config.json served next to it.
 */
export async function mountStandalone(app: ReactNode, rootId = 'root'): Promise<void> {
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`No #${rootId} element to mount into`);
  try {
    const config = await fetchRuntimeConfig();
    configureSupabase(config.supabaseUrl, config.supabaseAnonKey);
  } catch (error) {
    console.warn('Running without a backend (no valid runtime-config.json):', error);
    failSupabaseConfiguration(error);
  }
  createRoot(container).render(
    <StrictMode>
      <SiteProviders>
        <BrowserRouter>{app}</BrowserRouter>
      </SiteProviders>
    </StrictMode>,
  );
}
