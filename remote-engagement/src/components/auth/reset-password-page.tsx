import { useId, useRef, useState, type FormEvent } from 'react';
import { ButtonLink, useAuth, useDocumentTitle } from '@wanderpages/shared';
import { AUTH_TEXTS, PASSWORD_RULE } from '../../content/messages';
import { useFocusOnError } from '../../hooks/use-focus-on-error';
import { useNewPassword } from '../../hooks/use-new-password';
import { NeedsScriptNote } from '../needs-script-note';
import { AuthFrame } from './auth-card';
import { FormError } from './form-error';
import { FormFieldset, SubmitButton } from './form-parts';
import { PasswordField } from './password-field';

/**
 * /auth/reset: where the password-reset email's link lands (the backend's /verify puts the session in the URL,
 * the client reads it and reports PASSWORD_RECOVERY). The reader sets a new password and is signed in. Without
 * a session (the link expired or was used) the page says so and leads back to ask for a new one. While the auth
 * state is loading, as in the page's HTML, the form waits (a disabled fieldset: nothing in it has focus yet).
 * While saving, the field is read-only and the button aria-disabled, so focus stays; a refusal marks the field
 * invalid, reads the reason with it and moves focus there; a failure moves focus to the error.
 */
export function ResetPasswordPage() {
  const auth = useAuth();
  const { busy, error, refused, save } = useNewPassword();
  const [password, setPassword] = useState('');
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  useFocusOnError(error, form, alert);
  // A page for one visitor's emailed link: nothing for search results.
  useDocumentTitle(AUTH_TEXTS.resetHeading, AUTH_TEXTS.resetDescription, { indexed: false });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(password);
  }

  if (auth.status === 'signed-out') {
    return (
      <AuthFrame title={AUTH_TEXTS.resetLinkInvalidHeading} lead={AUTH_TEXTS.resetLinkInvalid}>
        <ButtonLink to="/auth">{AUTH_TEXTS.requestNewLink}</ButtonLink>
      </AuthFrame>
    );
  }

  const email = auth.user?.email;
  return (
    <AuthFrame title={AUTH_TEXTS.resetHeading} lead={email ? AUTH_TEXTS.resetLead(email) : AUTH_TEXTS.resetLeadPending}>
      <form ref={form} method="post" onSubmit={handleSubmit} aria-busy={busy} aria-label={AUTH_TEXTS.resetHeading}>
        <FormFieldset disabled={auth.status === 'loading'}>
          <NeedsScriptNote $align="start">{AUTH_TEXTS.resetNeedsScript}</NeedsScriptNote>
          {/* The account the new password is for, so a password manager updates that entry (it asks for one). */}
          {email && <input type="email" autoComplete="username" value={email} readOnly hidden />}
          <PasswordField
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            label={AUTH_TEXTS.newPasswordLabel}
            hint={PASSWORD_RULE}
            readOnly={busy}
            errorId={error && refused ? errorId : undefined}
          />
          <FormError message={error} id={errorId} ref={alert} />
          <SubmitButton type="submit" $size="lg" aria-disabled={busy || undefined}>
            {busy ? AUTH_TEXTS.saving : AUTH_TEXTS.savePassword}
          </SubmitButton>
        </FormFieldset>
      </form>
    </AuthFrame>
  );
}
