import type { ReactNode } from 'react';
import { AuthContext, type AuthState } from '../auth/auth-context';
import { AuthProvider } from '../auth/auth-provider';
import { WanderpagesThemeProvider } from '../theme/theme-provider';
import { Toaster } from '../toast/toaster';

/**
 * The providers every app relies on, in one tree: the theme (with the global styles), the auth state and the
 * toaster. The host wraps its router in it, a remote running standalone wraps its own, and the tests theirs
 * (giving `auth` to set the state directly instead of following supabase-js). A remote section on the host's
 * page gets SlotProviders instead, fed from these.
 */
export function SiteProviders({ children, auth }: { children: ReactNode; auth?: AuthState }) {
  return (
    <WanderpagesThemeProvider>
      {auth ? <AuthContext.Provider value={auth}>{children}</AuthContext.Provider> : <AuthProvider>{children}</AuthProvider>}
      <Toaster />
    </WanderpagesThemeProvider>
  );
}
