import type { Session } from '@supabase/supabase-js';
import { signInElsewhere } from '../../../jest/test-backend';

/**
 * A browser that holds a session for `email`, as another tab that signed in would leave it (the test backend's
 * session, stored under the key supabase-js names after the backend's host). The page's client reads it when it is
 * made, whichever backend on that host it is configured with: with an unreachable one, the next call that needs
 * the network fails while the visitor is signed in.
 */
export async function storeSessionFor(email: string, password: string): Promise<Session> {
  const { session, storageKey } = await signInElsewhere(email, password);
  localStorage.setItem(storageKey, JSON.stringify(session));
  return session;
}
