import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@wanderpages/shared';
import { signIn, signUp } from '../api/auth-api';
import { normaliseEmail } from '../api/normalise-email';
import { AUTH_TOASTS, authErrorToast, describeAuthRejection } from '../content/messages';
import { returnPathFrom } from '../auth/return-path';
import { useMountedRef } from './use-mounted-ref';

/** docs/product/states.md#auth-page-mode. */
export type AuthMode = 'sign-in' | 'sign-up';

/** A field an error names: the form marks it invalid and reads the error with it. */
export type AuthField = 'email' | 'password';

const NO_FIELDS: readonly AuthField[] = [];

/**
 * The browser's address. The host's router moves it when a navigation is asked for (pushState), a render or more
 * before the navigation lands: a change since a submit means the reader has asked to go somewhere meanwhile.
 */
function addressNow(): string {
  return window.location.pathname + window.location.search;
}

/**
 * The fields a refusal names. Weak-password reasons name the password; any other refusal (wrong credentials, an
 * address not confirmed or already registered) is about what was typed without saying which field, so both.
 */
function refusedFields(reasons: readonly string[]): readonly AuthField[] {
  return reasons.length > 0 ? ['password'] : ['email', 'password'];
}

/**
 * The /auth form's behaviour: the mode, the busy flag ("Processing..."), a toast per outcome (docs/product/texts-and-errors.md#error-catalogue) and the
 * same error inline beside the form (cleared when the mode changes); after a sign-up that needs confirming, the
 * address the link went to (the page shows "Check your email" instead of the form). After signing in, the
 * visitor goes back where they came from (router state `from`), or home: one navigation, the submit's, and none
 * if the reader has asked for another while it was sent (the later one would override theirs as it landed). From
 * then until the page goes, the form stays busy (`busy`), so the page's own signed-in redirect does not ask again.
 * A refusal also names the fields it is about (`invalidFields`); an unexpected failure names none.
 */
export function useAuthForm() {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [busy, setBusy] = useState(false);
  // Signed in by this form: the page is on its way out, and a press on "Processing..." meanwhile sends nothing.
  const [leaving, setLeaving] = useState(false);
  const left = useRef(false);
  const [error, setError] = useState<{ message: string; fields: readonly AuthField[] } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inFlight = useRef(false);
  const mounted = useMountedRef();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state);

  const toggleMode = useCallback(() => {
    setError(null);
    setMode((m) => (m === 'sign-in' ? 'sign-up' : 'sign-in'));
  }, []);

  const backToSignIn = useCallback(() => {
    setSentTo(null);
    setError(null);
    setMode('sign-in');
  }, []);

  const submit = useCallback(
    async (email: string, password: string): Promise<void> => {
      if (inFlight.current || left.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      const sentFrom = addressNow();
      // Signed in: on to where the visitor came from, unless they have asked for somewhere else meanwhile.
      const leave = () => {
        left.current = true;
        setLeaving(true);
        if (addressNow() === sentFrom) navigate(returnTo);
      };
      try {
        const result = mode === 'sign-in' ? await signIn(email, password) : await signUp(email, password);
        if (!mounted.current) return;
        if (result.status === 'rejected') {
          const message = describeAuthRejection(result.message, result.reasons);
          notify(authErrorToast(message));
          setError({ message, fields: refusedFields(result.reasons) });
        } else if (result.status === 'failed') {
          console.error('Authentication failed unexpectedly', result.error);
          notify(AUTH_TOASTS.unexpected);
          setError({ message: `${AUTH_TOASTS.unexpected.title}. ${AUTH_TOASTS.unexpected.description}`, fields: NO_FIELDS });
        } else if (mode === 'sign-in') {
          notify(AUTH_TOASTS.signedIn);
          leave();
        } else {
          notify(AUTH_TOASTS.signedUp);
          // A backend that confirms at once hands back a session: the reader is in, so on they go.
          if (result.signedIn) leave();
          else setSentTo(normaliseEmail(email));
        }
      } finally {
        inFlight.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [mode, mounted, navigate, returnTo],
  );

  return {
    mode,
    busy: busy || leaving,
    error: error?.message ?? null,
    invalidFields: error?.fields ?? NO_FIELDS,
    sentTo,
    returnTo,
    toggleMode,
    backToSignIn,
    submit,
  };
}
