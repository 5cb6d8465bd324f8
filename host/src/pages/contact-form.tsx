import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, warmSupabase } from '@wanderpages/shared';
import { CONTACT_LIMITS, CONTACT_TEXTS } from '../content/contact-texts';
import { useContactForm } from '../hooks/use-contact-form';

export const CONTACT_EMAIL = 'hello@wanderpages.com';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  label { display: grid; gap: ${({ theme }) => theme.space(1)}; font-weight: 600; }
  input, textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.inkSoft};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.white};
  }
  textarea { min-height: 140px; resize: vertical; }
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: ${({ theme }) => theme.space(4)}; }
`;

const Sent = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.color.tealSoft};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow-wrap: anywhere;
  h3:focus { outline: none; }
`;

const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  &:empty { display: none; }
`;

function ContactSent({ name, email, onAnother }: { name: string; email: string; onAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Sent role="status">
      <h3 ref={heading} tabIndex={-1}>
        {CONTACT_TEXTS.sentHeading(name)}
      </h3>
      <p>{CONTACT_TEXTS.sentBody(email)}</p>
      <Button $variant="secondary" $size="sm" onClick={onAnother}>
        {CONTACT_TEXTS.another}
      </Button>
    </Sent>
  );
}

/**
 * Send Message stores the message for the team (table contact_messages; admins read it on the dashboard's
 * Messages tab). The confirmation stays on the page; a refusal says what to fix, beside the form.
 */
export function ContactForm() {
  const { busy, error, sent, send, reset } = useContactForm();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const value = (name: string) => (fields.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    void send({ name: value('name'), email: value('email'), subject: value('subject'), message: value('message') });
  }

  if (sent) return <ContactSent name={sent.name} email={sent.email} onAnother={reset} />;

  return (
    <Form onSubmit={handleSubmit} aria-label="Contact us" aria-busy={busy} onFocus={warmSupabase}>
      <fieldset disabled={busy}>
        <label>
          Name
          <input name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} />
        </label>
        <label>
          Email
          <input name="email" type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} />
        </label>
        <label>
          Subject
          <input name="subject" required maxLength={CONTACT_LIMITS.subject} />
        </label>
        <label>
          Message
          <textarea name="message" required maxLength={CONTACT_LIMITS.message} />
        </label>
        <ErrorText role="alert">{error ?? ''}</ErrorText>
        <div>
          <Button type="submit">{busy ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}</Button>
        </div>
      </fieldset>
    </Form>
  );
}
