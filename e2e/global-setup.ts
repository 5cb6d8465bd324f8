import { startTestBackend } from '../supabase/src/testing';
import { serveSite } from '../scripts/lib/site';
import { localRuntimeConfig } from '../scripts/lib/runtime-config-file';
import { E2E_PORTS } from './ports';

export const E2E_ADMIN = { email: 'admin.e2e@wanderpages.test', password: 'e2e-Admin-passphrase' };
export const E2E_READER = { email: 'reader.e2e@wanderpages.test', password: 'e2e-Reader-passphrase' };

/**
 * One embedded backend on a fresh temporary data directory and the four production builds on the e2e ports.
 * Tests learn the backend's URL and keys from the environment (workers inherit it).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const backend = await startTestBackend({ autoconfirm: false });
  await backend.createUser(E2E_ADMIN.email, E2E_ADMIN.password, { admin: true, confirmed: true });
  await backend.createUser(E2E_READER.email, E2E_READER.password, { admin: false, confirmed: true });
  const site = await serveSite({ config: localRuntimeConfig(backend.url, backend.anonKey, E2E_PORTS), ports: E2E_PORTS, configInMemory: true });
  process.env.E2E_BACKEND_URL = backend.url;
  process.env.E2E_ANON_KEY = backend.anonKey;
  process.env.E2E_SERVICE_KEY = backend.serviceRoleKey;
  return async () => {
    await site.close();
    await backend.close();
  };
}
