import { useId, useRef, useState, type FormEvent } from 'react';
import { AUTH_TEXTS } from '../../content/messages';
import { useFocusOnError } from '../../hooks/use-focus-on-error';
import { EmailField } from './email-field';
import { FormError } from './form-error';
import { FormFieldset, SubmitButton } from './form-parts';

interface Props {
  initialEmail: string;
  busy: boolean;
  error: string | null;
  onSubmit(email: string): void;
}

/**
 * The address to send a reset link to (required, the browser's email check). While busy the field is read-only
 * and the button aria-disabled (focus stays on it). Its refusals (a rate limit) and failures are not about the
 * address, so no field is marked invalid: focus moves to the error.
 */
export function ForgotPasswordForm({ initialEmail, busy, error, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  useFocusOnError(error, form, alert);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(email);
  }

  return (
    <form ref={form} method="post" onSubmit={handleSubmit} aria-busy={busy} aria-label={AUTH_TEXTS.forgotHeading}>
      <FormFieldset>
        <EmailField value={email} onChange={setEmail} readOnly={busy} />
        <FormError message={error} id={errorId} ref={alert} />
        <SubmitButton type="submit" $size="lg" aria-disabled={busy || undefined}>
          {busy ? AUTH_TEXTS.sending : AUTH_TEXTS.sendResetLink}
        </SubmitButton>
      </FormFieldset>
    </form>
  );
}
