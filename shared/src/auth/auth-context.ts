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
  /** The last supabase-js session event seen (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, ...). */
  lastEvent: AuthChangeEvent | null;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);
