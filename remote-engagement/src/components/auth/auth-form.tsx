import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AUTH_TEXTS, PASSWORD_RULE } from '../../content/messages';
import type { AuthField, AuthMode } from '../../hooks/use-auth-form';
import { useFocusOnError } from '../../hooks/use-focus-on-error';
import { NeedsScriptNote } from '../needs-script-note';
import { EmailField } from './email-field';
import { FormError } from './form-error';
import { FormFieldset, SubmitButton } from './form-parts';
import { PasswordField } from './password-field';

const Forgot = styled.button`
  justify-self: end;
  margin-top: -${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.teal};
  font: 500 0.9rem / 1.4 ${({ theme }) => theme.font.body};
  text-decoration: underline;
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.color.muted}; cursor: not-allowed; }
`;

interface AuthFormProps {
  mode: AuthMode;
  /**
   * A request is under way: the fields are read-only and the button aria-disabled, not disabled, so focus stays
   * where it was (a disabled control drops it to the page's body). The form is not disabled while the auth state
   * loads either: it is painted in the page's first HTML and must take typing before any script runs (a
   * submission then waits for the takeover: docs/decisions/037-scripts-start-on-intent.md).
   */
  busy: boolean;
  /** The last error, shown beside the form (role=alert); focus moves to it, or to the first field it names. */
  error: string | null;
  /** The fields the error is about: marked invalid, the error read with them. */
  invalidFields: readonly AuthField[];
  onSubmit(email: string, password: string): void;
  /** "Forgot password?" (sign in only), with the email typed so far. */
  onForgotPassword(email: string): void;
}

/** Email and password, both required (docs/product/validation.md); the button reads Sign In, Sign Up or Processing... (docs/product/screens.md). */
export function AuthForm({ mode, busy, error, invalidFields, onSubmit, onForgotPassword }: AuthFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  useFocusOnError(error, form, alert);
  const errorAbout = (field: AuthField) => (error && invalidFields.includes(field) ? errorId : undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(email, password);
  }

  return (
    <form ref={form} method="post" onSubmit={handleSubmit} aria-busy={busy}>
      <FormFieldset>
        <NeedsScriptNote $align="start">{AUTH_TEXTS.needsScript}</NeedsScriptNote>
        <EmailField value={email} onChange={setEmail} readOnly={busy} errorId={errorAbout('email')} />
        <PasswordField
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          hint={mode === 'sign-up' ? PASSWORD_RULE : undefined}
          readOnly={busy}
          errorId={errorAbout('password')}
        />
        {mode === 'sign-in' && (
          // Disabled while busy (it never has focus when a submit starts): it would leave the request behind.
          <Forgot type="button" onClick={() => onForgotPassword(email)} disabled={busy}>
            {AUTH_TEXTS.forgotPassword}
          </Forgot>
        )}
        <FormError message={error} id={errorId} ref={alert} />
        <SubmitButton type="submit" $size="lg" aria-disabled={busy || undefined}>
          {busy ? 'Processing...' : mode === 'sign-in' ? 'Sign In' : 'Sign Up'}
        </SubmitButton>
      </FormFieldset>
    </form>
  );
}
