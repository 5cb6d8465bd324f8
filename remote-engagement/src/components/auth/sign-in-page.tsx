import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth, useDocumentTitle } from '@wanderpages/shared';
import { AUTH_TEXTS } from '../../content/messages';
import { useAuthForm } from '../../hooks/use-auth-form';
import { AuthFrame, TextButton } from './auth-card';
import { AuthForm } from './auth-form';
import { CheckEmailPanel } from './check-email-panel';
import { ForgotPassword } from './forgot-password';

/**
 * /auth (docs/product/screens.md): sign in or sign up with email and password. A signed-in visitor has nothing to do here and
 * goes back where they came from, or home (one who signs in here is sent once, by the form); while the auth state
 * is loading nothing is decided (the form, painted in the first HTML, already takes typing). After a sign-up, "Check your email" replaces the form until the visitor goes back to it.
 * Coming back to the form from those views ("Back to sign in"), focus moves to its heading: the button pressed
 * has gone with its view. On the page's first view, focus is left where the browser put it.
 */
export function SignInPage() {
  const auth = useAuth();
  const { mode, busy, error, invalidFields, sentTo, returnTo, toggleMode, backToSignIn, submit } = useAuthForm();
  const [forgotFor, setForgotFor] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [returns, setReturns] = useState(0);
  useEffect(() => {
    if (returns > 0) heading.current?.focus();
  }, [returns]);
  const comeBack = (back: () => void) => () => {
    back();
    setReturns((n) => n + 1);
  };
  const signingIn = mode === 'sign-in';
  useDocumentTitle(forgotFor !== null ? 'Reset your password' : signingIn ? 'Sign in' : 'Sign up', AUTH_TEXTS.signInDescription);

  // Busy: a submit is under way, or has signed in and asked for the way on itself (useAuthForm). A second
  // navigation here would land after the reader's own, asked for meanwhile, and override it.
  if (auth.status === 'signed-in' && !busy) return <Navigate to={returnTo} replace />;

  if (forgotFor !== null) {
    return <ForgotPassword initialEmail={forgotFor} onBack={comeBack(() => setForgotFor(null))} />;
  }

  if (sentTo) {
    return (
      <CheckEmailPanel
        heading={AUTH_TEXTS.checkEmailHeading}
        body={AUTH_TEXTS.checkEmailBody(sentTo)}
        hint={AUTH_TEXTS.checkEmailHint}
        onBack={comeBack(backToSignIn)}
      />
    );
  }

  return (
    <AuthFrame
      title={signingIn ? 'Sign in to Wanderpages' : 'Join Wanderpages'}
      titleProps={{ ref: heading, tabIndex: -1 }}
      lead={
        signingIn
          ? 'Pick up where your reading journey left off.'
          : 'Create an account to keep track of the books that capture your favourite places.'
      }
    >
      <AuthForm
        mode={mode}
        busy={busy}
        error={error}
        invalidFields={invalidFields}
        onSubmit={(email, password) => void submit(email, password)}
        onForgotPassword={setForgotFor}
      />
      <TextButton type="button" onClick={toggleMode} disabled={busy}>
        {signingIn ? "Don't have an account? Sign up" : 'Already have an account? Sign in'}
      </TextButton>
    </AuthFrame>
  );
}
