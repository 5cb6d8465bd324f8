import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase, mayHaveSession, onSupabaseClient, SESSION_STORAGE_KEY } from '../supabase/client';
import { markSession } from '../contracts/session';
import { lookUpAdmin } from './admin-api';
import { forgetAdminAnswer, hintNames, rememberAdminAnswer } from './admin-hint';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';
import { endRejectedSession } from './rejected-session';
import { useBackForwardCacheReturn } from './use-back-forward-cache-return';

interface SessionState {
  status: AuthStatus;
  session: Session | null;
  lastEvent: AuthChangeEvent | null;
}

/** The answer of the admin lookup for `userId` (null: none yet). `failed`: no answer, which is not "no". */
interface AdminState {
  userId: string | null;
  answer: 'admin' | 'not-admin' | 'failed';
}

/**
 * Provided once by the host. A visitor with no session is signed out at once, without loading supabase-js
 * (see mayHaveSession); otherwise, and as soon as anything creates the client, it follows supabase-js session events (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT,
 * TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY) and looks up the admin flag whenever the user changes.
 * A lookup that gets no answer is reported as such (adminCheckFailed, retryAdminCheck), never as "not an admin".
 * A lookup refused for the session's token itself ends that session on this device, when the auth server
 * refuses the token too (rejected-session.ts): the visitor is shown signed out instead of a session that can do
 * nothing.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [sessionState, setSessionState] = useState<SessionState>({ status: 'loading', session: null, lastEvent: null });
  const [admin, setAdmin] = useState<AdminState>({ userId: null, answer: 'not-admin' });
  // Bumped by retryAdminCheck: the lookup runs again for the same user.
  const [adminAttempt, setAdminAttempt] = useState(0);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    // Follow the one client from the moment it exists, whoever creates it (this provider, or a remote the
    // visitor uses to sign in or subscribe).
    const stopWatching = onSupabaseClient((supabase) => {
      if (cancelled || unsubscribe) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        setSessionState({ status: session ? 'signed-in' : 'signed-out', session, lastEvent: event });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    const load = () =>
      getSupabase().catch((error: unknown) => {
        // No backend configuration (or supabase-js failed to load): browse as a signed-out visitor.
        console.error('Auth is unavailable:', error);
        if (!cancelled) setSessionState({ status: 'signed-out', session: null, lastEvent: null });
      });
    if (mayHaveSession()) void load();
    else setSessionState((state) => (state.status === 'loading' ? { status: 'signed-out', session: null, lastEvent: null } : state));
    // Signed in from another tab: that tab wrote the session; load the client here to pick it up.
    const onStorage = (event: StorageEvent) => {
      if (event.key && SESSION_STORAGE_KEY.test(event.key)) void load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      stopWatching();
      unsubscribe?.();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const userId = sessionState.session?.user.id ?? null;
  useBackForwardCacheReturn(userId);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    // Runs outside the onAuthStateChange callback: calling supabase from inside it can deadlock the auth lock.
    void lookUpAdmin(userId).then(async (answer) => {
      if (cancelled) return;
      if (answer !== 'token-rejected') {
        setAdmin({ userId, answer });
        return;
      }
      // Ended: SIGNED_OUT follows, and with it no user to look up. Kept: an ordinary failure, to retry.
      if (!(await endRejectedSession()) && !cancelled) setAdmin({ userId, answer: 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [userId, adminAttempt]);

  // The answer, remembered for the next load's first frame (admin-hint.ts); a lookup without an answer changes
  // nothing, and a sign-out forgets it. And the mark the start gate put on <html> (contracts/session.ts) follows
  // the session in this page: after a sign-out, or another user's sign-in, it no longer says "admin".
  useEffect(() => {
    if (sessionState.status === 'loading') return; // the gate's mark stands until the session is known
    if (userId === null) {
      if (sessionState.lastEvent === 'SIGNED_OUT') forgetAdminAnswer();
      markSession({ stored: false });
      return;
    }
    const answered = admin.userId === userId && admin.answer !== 'failed';
    if (answered) rememberAdminAnswer(userId, admin.answer === 'admin');
    markSession({ stored: true, admin: answered ? admin.answer === 'admin' : hintNames(userId) });
  }, [sessionState.status, sessionState.lastEvent, userId, admin]);

  const retryAdminCheck = useCallback(() => {
    // Pending again (isAdminLoading) until the new lookup answers.
    setAdmin({ userId: null, answer: 'not-admin' });
    setAdminAttempt((attempt) => attempt + 1);
  }, []);

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
      isAdmin: adminKnown && admin.answer === 'admin',
      isAdminLoading: userId !== null && !adminKnown,
      adminCheckFailed: adminKnown && admin.answer === 'failed',
      retryAdminCheck,
      lastEvent: sessionState.lastEvent,
      signOut,
    };
  }, [sessionState, admin, userId, signOut, retryAdminCheck]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
