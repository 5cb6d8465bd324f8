import { useEffect, useRef } from 'react';
import { AUTH_TEXTS } from '../../content/messages';
import { usePasswordResetRequest } from '../../hooks/use-password-reset-request';
import { AuthFrame, TextButton } from './auth-card';
import { CheckEmailPanel } from './check-email-panel';
import { ForgotPasswordForm } from './forgot-password-form';

/**
 * "Forgot password?" on /auth: the address, then "Check your email" naming it; a way back to sign in. It replaces
 * the sign-in view, and the button that opened it with it, so focus moves to its heading (not to the page's body).
 */
export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack(): void }) {
  const { busy, error, sentTo, request } = usePasswordResetRequest();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (sentTo) {
    return <CheckEmailPanel heading={AUTH_TEXTS.resetSentHeading} body={AUTH_TEXTS.resetSentBody(sentTo)} onBack={onBack} />;
  }
  return (
    <AuthFrame title={AUTH_TEXTS.forgotHeading} lead={AUTH_TEXTS.forgotLead} titleProps={{ ref: heading, tabIndex: -1 }}>
      <ForgotPasswordForm initialEmail={initialEmail} busy={busy} error={error} onSubmit={(email) => void request(email)} />
      <TextButton type="button" onClick={onBack} disabled={busy}>
        {AUTH_TEXTS.backToSignIn}
      </TextButton>
    </AuthFrame>
  );
}
