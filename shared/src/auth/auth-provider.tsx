import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase } from '../supabase/client';
import { fetchIsAdmin } from './admin-api';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';

interface SessionState {
  status: AuthStatus;
  session: Session | null;
  lastEvent: AuthChangeEvent | null;
}

interface AdminState {
  userId: string | null;
  isAdmin: boolean;
}

/**
 * Provided once by the host. Follows supabase-js session events (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT,
 * TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY) and looks up the admin flag whenever the user changes.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [sessionState, setSessionState] = useState<SessionState>({ status: 'loading', session: null, lastEvent: null });
  const [admin, setAdmin] = useState<AdminState>({ userId: null, isAdmin: false });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    getSupabase()
      .then((supabase) => {
        if (cancelled) return;
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          setSessionState({ status: session ? 'signed-in' : 'signed-out', session, lastEvent: event });
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        // No backend configuration (or supabase-js failed to load): browse as a signed-out visitor.
        console.error('Auth is unavailable:', error);
        if (!cancelled) setSessionState({ status: 'signed-out', session: null, lastEvent: null });
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const userId = sessionState.session?.user.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    // Runs outside the onAuthStateChange callback: calling supabase from inside it can deadlock the auth lock.
    fetchIsAdmin(userId).then((isAdmin) => {
      if (!cancelled) setAdmin({ userId, isAdmin });
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const signOut = useCallback(async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    if (error) throw error;
  }, []);

  const value = useMemo<AuthState>(() => {
    const adminKnown = userId !== null && admin.userId === userId;
    return {
      status: sessionState.status,
      session: sessionState.session,
      user: sessionState.session?.user ?? null,
      isAdmin: adminKnown && admin.isAdmin,
      isAdminLoading: userId !== null && !adminKnown,
      lastEvent: sessionState.lastEvent,
      signOut,
    };
  }, [sessionState, admin, userId, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
