import { useEffect, useRef } from 'react';
import type { Session } from '@supabase/supabase-js';
import { RETURNING_ATTR } from '../contracts/session';
import { getSupabase, mayHaveSession } from '../supabase/client';

/** The session stored now: another page of this tab may have signed in or out since this one was left. */
async function storedSession(): Promise<Session | null> {
  if (!mayHaveSession()) return null;
  try {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    return data.session;
  } catch {
    return null; // no client to be had: browse as a signed-out visitor, as on a load
  }
}

/**
 * A page the reader left can come back with Back or Forward exactly as it was (the browser's back/forward cache,
 * docs/decisions/048): its header and dashboard still show the user it was left with, and neither storage events
 * nor supabase-js's broadcasts reach a page while it is in the cache. So a page that shows a user marks <html> as
 * it is put away (CSS then hides every `data-private` element, global-style.ts), and on its return reads the
 * stored session again:
 * - the same user: it shows itself as it was;
 * - signed in elsewhere, where this page showed no one: the client reports the session (the one read here, if the
 *   page had none, or supabase-js's own, which reads storage again when a page is shown), as on a load;
 * - signed out elsewhere, or another user: it loads afresh, so nothing of the previous user's page is shown again
 *   (supabase-js, finding no session, would say nothing).
 */
export function useBackForwardCacheReturn(shownUserId: string | null): void {
  const shown = useRef(shownUserId);
  useEffect(() => {
    shown.current = shownUserId;
  }, [shownUserId]);

  useEffect(() => {
    const root = document.documentElement;
    const onPageHide = (event: PageTransitionEvent) => {
      if (event.persisted && shown.current) root.setAttribute(RETURNING_ATTR, '');
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      void storedSession().then((session) => {
        const userId = session?.user.id ?? null;
        if (userId === shown.current) root.removeAttribute(RETURNING_ATTR);
        else if (shown.current !== null) window.location.reload();
      });
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}
