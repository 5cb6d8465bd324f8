import { useCallback, useRef, useState } from 'react';
import { notify } from '@wanderpages/shared';
import { requestPasswordReset } from '../api/auth-api';
import { normaliseEmail } from '../api/normalise-email';
import { authErrorToast, RECOVERY_TOASTS } from '../content/messages';
import { useMountedRef } from './use-mounted-ref';

/** "Forgot password?": asks the backend to mail a reset link; then the address it went to, or the error. */
export function usePasswordResetRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inFlight = useRef(false);
  const mounted = useMountedRef();

  const request = useCallback(
    async (email: string): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const result = await requestPasswordReset(email);
        if (!mounted.current) return;
        if (result.status === 'ok') {
          setSentTo(normaliseEmail(email));
        } else if (result.status === 'rejected') {
          notify(authErrorToast(result.message));
          setError(result.message);
        } else {
          console.error('Password reset request failed unexpectedly', result.error);
          notify(RECOVERY_TOASTS.failed);
          setError(`${RECOVERY_TOASTS.failed.title}. ${RECOVERY_TOASTS.failed.description}`);
        }
      } finally {
        inFlight.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [mounted],
  );

  return { busy, error, sentTo, request };
}
