import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, TextAreaField, TextField, warmSupabase } from '@wanderpages/shared';
import { CONTACT_LIMITS, CONTACT_TEXTS } from '../content/contact-texts';
import { useContactForm } from '../hooks/use-contact-form';

export const CONTACT_EMAIL = 'hello@wanderpages.com';

const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Sent = styled(Card)`
  background: ${({ theme }) => theme.color.tealSoft};
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

/** Only where JavaScript is off: the form is in the page's HTML, but sending it runs in the browser. */
const NeedsScript = styled.p`
  display: none;
  margin: 0;
  font-weight: 600;
  @media (scripting: none) { display: block; }
`;

function ContactSent({ name, email, onAnother }: { name: string; email: string; onAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Sent as="div" role="status" $padding={6}>
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
 * Messages tab). The confirmation stays on the page; a refusal says what to fix, beside the form and beside each
 * field left blank.
 */
export function ContactForm() {
  const { busy, error, blank, sent, send, reset } = useContactForm();
  const form = useRef<HTMLFormElement>(null);
  // A refusal for fields of spaces only puts the focus on the first of them, as the browser's own check does for an
  // empty required field: the reader types there, told why by its error (each attempt is a new list).
  useEffect(() => {
    const first = blank[0] && form.current?.elements.namedItem(blank[0]);
    if (first instanceof HTMLElement) first.focus();
  }, [blank]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const value = (name: string) => (fields.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    void send({ name: value('name'), email: value('email'), subject: value('subject'), message: value('message') });
  }

  if (sent) return <ContactSent name={sent.name} email={sent.email} onAnother={reset} />;

  const required = (field: 'name' | 'email' | 'subject' | 'message') =>
    blank.includes(field) ? CONTACT_TEXTS.required(field) : undefined;
  // While sending, nothing is disabled: a disabled control loses the focus (to the document, and the next Tab went
  // past the form). The fields are read-only, Submit is aria-disabled, and the hook ignores a second send; after a
  // failure the focus is still where the visitor left it (Submit), beside the alert that says what went wrong.
  return (
    <form ref={form} method="post" onSubmit={handleSubmit} aria-label="Contact us" aria-busy={busy} onFocus={warmSupabase}>
      <Fields>
        <NeedsScript>{CONTACT_TEXTS.needsScript}</NeedsScript>
        <TextField label="Name" name="name" autoComplete="name" required readOnly={busy} maxLength={CONTACT_LIMITS.name} error={required('name')} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={busy}
          maxLength={CONTACT_LIMITS.email}
          error={required('email')}
        />
        <TextField label="Subject" name="subject" required readOnly={busy} maxLength={CONTACT_LIMITS.subject} error={required('subject')} />
        <TextAreaField label="Message" name="message" required readOnly={busy} maxLength={CONTACT_LIMITS.message} error={required('message')} />
        <ErrorText role="alert">{error ?? ''}</ErrorText>
        <div>
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
          </Button>
        </div>
      </Fields>
    </form>
  );
}
