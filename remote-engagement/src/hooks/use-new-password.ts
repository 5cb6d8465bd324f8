import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@wanderpages/shared';
import { updatePassword } from '../api/auth-api';
import { AUTH_TOASTS, authErrorToast, describeAuthRejection, RECOVERY_TOASTS } from '../content/messages';
import { useMountedRef } from './use-mounted-ref';

/**
 * /auth/reset: saves the new password for the session the reset link started, then home, signed in. A refusal
 * (too short, the same, too long) is about the password: `refused` marks the field invalid.
 */
export function useNewPassword() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; refused: boolean } | null>(null);
  const inFlight = useRef(false);
  const mounted = useMountedRef();
  const navigate = useNavigate();

  const save = useCallback(
    async (password: string): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const result = await updatePassword(password);
        if (!mounted.current) return;
        if (result.status === 'ok') {
          notify(RECOVERY_TOASTS.passwordSaved);
          navigate('/', { replace: true });
        } else if (result.status === 'rejected') {
          const message = describeAuthRejection(result.message, result.reasons);
          notify(authErrorToast(message));
          setError({ message, refused: true });
        } else {
          console.error('Saving the new password failed unexpectedly', result.error);
          notify(AUTH_TOASTS.unexpected);
          setError({ message: `${AUTH_TOASTS.unexpected.title}. ${AUTH_TOASTS.unexpected.description}`, refused: false });
        }
      } finally {
        inFlight.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [mounted, navigate],
  );

  return { busy, error: error?.message ?? null, refused: error?.refused ?? false, save };
}
