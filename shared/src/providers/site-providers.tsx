import type { ReactNode } from 'react';
import { AuthContext, type AuthState } from '../auth/auth-context';
import { AuthProvider } from '../auth/auth-provider';
import { WanderpagesThemeProvider } from '../theme/theme-provider';
import { Toaster } from '../toast/toaster';

/**
 * The providers every app relies on, in one tree: the theme (with the global styles), the auth state and the
 * toaster. The host wraps its router in it, a remote running standalone wraps its own, and the tests theirs
 * (giving `auth` to set the state directly instead of following supabase-js). A remote section on the host's
 * page gets SlotProviders instead, fed from these. `globalStyleInPage`: the page's server-rendered styles already
 * hold the global style, which styled-components adopted as it loaded; mounting it again would remove and re-insert
 * those rules, and restyle the whole page, during the hydration (bench/FINDINGS.md, eleventh round).
 */
export function SiteProviders({ children, auth, globalStyleInPage = false }: { children: ReactNode; auth?: AuthState; globalStyleInPage?: boolean }) {
  return (
    <WanderpagesThemeProvider withGlobalStyle={!globalStyleInPage}>
      {auth ? <AuthContext.Provider value={auth}>{children}</AuthContext.Provider> : <AuthProvider>{children}</AuthProvider>}
      <Toaster />
    </WanderpagesThemeProvider>
  );
}
