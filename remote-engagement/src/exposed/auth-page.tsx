import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundPage, warmSupabase } from '@wanderpages/shared';
import { ResetPasswordPage } from '../components/auth/reset-password-page';
import { SignInPage } from '../components/auth/sign-in-page';

export { BUILD_ID as buildId } from '../build-id';

/** The paths this module serves under the host's /auth/* (its fragments are rendered at these, src/fragments.tsx). */
export const AUTH_PATHS = ['/auth', '/auth/reset'] as const;

/**
 * Everything under /auth: sign in / sign up (docs/product/screens.md), and /auth/reset where a password-reset link lands. Any
 * other path below /auth is the shared not-found page; outside /auth (for the moment between a navigation
 * away and the host unmounting this root) nothing. Chosen by the pathname, which is the same when the HTML
 * is rendered at build time and in the browser.
 */
export function AuthPage() {
  const { pathname: sent } = useLocation();
  // /auth/ is /auth, as the edge and the host's router have it (the catalogue's pages read their paths the same way).
  const pathname = sent.length > 1 ? sent.replace(/\/+$/, '') : sent;
  // Whoever opens these pages is about to sign in, up, or reset: load the client now, not on submit.
  useEffect(warmSupabase, []);
  if (pathname === '/auth') return <SignInPage />;
  if (pathname === '/auth/reset') return <ResetPasswordPage />;
  if (pathname.startsWith('/auth/')) return <NotFoundPage />;
  // Leaving /auth (after signing in): the host's location moves before it unmounts this root. Not a 404.
  return null;
}
