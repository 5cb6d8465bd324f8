import { useState, type FormEvent } from 'react';
import { AUTH_TEXTS } from '../../content/messages';
import { EmailField } from './email-field';
import { FormError } from './form-error';
import { FormFieldset, SubmitButton } from './form-parts';

interface Props {
  initialEmail: string;
  busy: boolean;
  error: string | null;
  onSubmit(email: string): void;
}

/** The address to send a reset link to (required, the browser's email check). */
export function ForgotPasswordForm({ initialEmail, busy, error, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(email);
  }

  return (
    <form method="post" onSubmit={handleSubmit} aria-busy={busy} aria-label={AUTH_TEXTS.forgotHeading}>
      <FormFieldset disabled={busy}>
        <EmailField value={email} onChange={setEmail} />
        <FormError message={error} />
        <SubmitButton type="submit" $size="lg">
          {busy ? AUTH_TEXTS.sending : AUTH_TEXTS.sendResetLink}
        </SubmitButton>
      </FormFieldset>
    </form>
  );
}
