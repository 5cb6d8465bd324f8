import { createContext } from 'react';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';

/** docs/product/states.md#auth-state: loading, signed out, signed in. */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  session: Session | null;
  /** False until the admin_users lookup for the signed-in user finds a row (docs/product/states.md#auth-state). */
  isAdmin: boolean;
  /** True while that lookup is in flight: gates must not decide yet. */
  isAdminLoading: boolean;
  /**
   * True when that lookup got no answer (the backend failed or could not be reached): isAdmin is false, but
   * that is not "not an admin". A gate offers retryAdminCheck instead of denying. Undefined under a host
   * whose shared predates it (there a failed lookup is only isAdmin false).
   */
  adminCheckFailed?: boolean;
  /** Asks the admin lookup again (isAdminLoading while it runs). Undefined under a host that predates it. */
  retryAdminCheck?: () => void;
  /** The last supabase-js session event seen (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, ...). */
  lastEvent: AuthChangeEvent | null;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);
