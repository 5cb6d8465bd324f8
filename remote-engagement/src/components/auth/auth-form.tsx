import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AUTH_TEXTS, PASSWORD_RULE } from '../../content/messages';
import type { AuthMode } from '../../hooks/use-auth-form';
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
`;

interface AuthFormProps {
  mode: AuthMode;
  /**
   * A request is under way. The form is not disabled while the auth state loads: it is painted in the page's
   * first HTML and must take typing before any script runs (a submission then waits for the takeover:
   * docs/decisions/037-scripts-start-on-intent.md).
   */
  busy: boolean;
  /** The last error, shown beside the form (role=alert). */
  error: string | null;
  onSubmit(email: string, password: string): void;
  /** "Forgot password?" (sign in only), with the email typed so far. */
  onForgotPassword(email: string): void;
}

/** Email and password, both required (docs/product/validation.md); the button reads Sign In, Sign Up or Processing... (docs/product/screens.md). */
export function AuthForm({ mode, busy, error, onSubmit, onForgotPassword }: AuthFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(email, password);
  }

  return (
    <form method="post" onSubmit={handleSubmit} aria-busy={busy}>
      <FormFieldset disabled={busy}>
        <NeedsScriptNote $align="start">{AUTH_TEXTS.needsScript}</NeedsScriptNote>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          hint={mode === 'sign-up' ? PASSWORD_RULE : undefined}
        />
        {mode === 'sign-in' && (
          <Forgot type="button" onClick={() => onForgotPassword(email)}>
            {AUTH_TEXTS.forgotPassword}
          </Forgot>
        )}
        <FormError message={error} />
        <SubmitButton type="submit" $size="lg">
          {busy ? 'Processing...' : mode === 'sign-in' ? 'Sign In' : 'Sign Up'}
        </SubmitButton>
      </FormFieldset>
    </form>
  );
}
