import { useContext } from 'react';
import { AuthContext, type AuthState } from './auth-context';

/** The signed-in state, from the host's AuthProvider. Throws outside it, so a missing provider is loud. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider> (the host provides it)');
  return value;
}
