import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@wanderpages/shared';
import { AUTH_TEXTS } from '../../content/messages';
import { EmailField } from './email-field';
import { FormError } from './form-error';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Submit = styled(Button)`
  width: 100%;
`;

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
    <form onSubmit={handleSubmit} aria-busy={busy} aria-label={AUTH_TEXTS.forgotHeading}>
      <Fieldset disabled={busy}>
        <EmailField value={email} onChange={setEmail} />
        <FormError message={error} />
        <Submit type="submit" $size="lg">
          {busy ? AUTH_TEXTS.sending : AUTH_TEXTS.sendResetLink}
        </Submit>
      </Fieldset>
    </form>
  );
}
