import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@wanderpages/shared';
import { signIn, signUp } from '../api/auth-api';
import { AUTH_TOASTS, authErrorToast, describeAuthRejection } from '../content/messages';
import { useMountedRef } from './use-mounted-ref';

/** Spec §4 "Auth page mode". */
export type AuthMode = 'sign-in' | 'sign-up';

/** The /auth form's behaviour: the mode, the busy flag ("Processing..."), and a toast per outcome (spec §8). */
export function useAuthForm() {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const mounted = useMountedRef();
  const navigate = useNavigate();

  const toggleMode = useCallback(() => setMode((m) => (m === 'sign-in' ? 'sign-up' : 'sign-in')), []);

  const submit = useCallback(
    async (email: string, password: string): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        const result = mode === 'sign-in' ? await signIn(email, password) : await signUp(email, password);
        if (result.status === 'rejected') {
          notify(authErrorToast(describeAuthRejection(result.message, result.reasons)));
        } else if (result.status === 'unexpected') {
          console.error('Authentication failed unexpectedly', result.error);
          notify(AUTH_TOASTS.unexpected);
        } else if (mode === 'sign-in') {
          notify(AUTH_TOASTS.signedIn);
          navigate('/');
        } else {
          notify(AUTH_TOASTS.signedUp);
          // A backend that confirms at once hands back a session: the reader is in, so off to the home page.
          if (result.signedIn) navigate('/');
        }
      } finally {
        inFlight.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [mode, mounted, navigate],
  );

  return { mode, busy, toggleMode, submit };
}
