import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@wanderpages/shared';

export const CONTACT_EMAIL = 'hello@wanderpages.com';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  label { display: grid; gap: ${({ theme }) => theme.space(1)}; font-weight: 600; }
  input, textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.sandDeep};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.white};
  }
  textarea { min-height: 140px; resize: vertical; }
`;

const Sent = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.color.tealSoft};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

interface Draft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

function mailtoFor(draft: Draft): string {
  const body = `${draft.message}\n\n— ${draft.name} <${draft.email}>`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The spec leaves submission open and gives us no server to send to, so the form prepares the message and
 * hands it to the visitor's own email app: nothing typed is lost, and nothing pretends to be sent.
 */
export function ContactForm() {
  const [sent, setSent] = useState<Draft | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const value = (name: keyof Draft) => ((fields.namedItem(name) as HTMLInputElement | null)?.value ?? '').trim();
    const draft: Draft = { name: value('name'), email: value('email'), subject: value('subject'), message: value('message') };
    setSent(draft);
  }

  if (sent) {
    return (
      <Sent role="status">
        <h3>Thanks, {sent.name}! Your message is ready.</h3>
        <p>
          We don&apos;t keep a copy on this site: open it in your email app to send it to {CONTACT_EMAIL}. We reply
          within two working days.
        </p>
        <p>
          <a href={mailtoFor(sent)}>Send “{sent.subject}” with your email app</a>
        </p>
        <Button $variant="secondary" $size="sm" onClick={() => setSent(null)}>
          Edit message
        </Button>
      </Sent>
    );
  }

  return (
    <Form onSubmit={handleSubmit} aria-label="Contact us">
      <label>
        Name
        <input name="name" autoComplete="name" required maxLength={120} />
      </label>
      <label>
        Email
        <input name="email" type="email" autoComplete="email" required maxLength={254} />
      </label>
      <label>
        Subject
        <input name="subject" required maxLength={200} />
      </label>
      <label>
        Message
        <textarea name="message" required maxLength={5000} />
      </label>
      <div>
        <Button type="submit">Send Message</Button>
      </div>
    </Form>
  );
}
