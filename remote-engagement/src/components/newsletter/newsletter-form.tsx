import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField, warmSupabase } from '@wanderpages/shared';
import { useNewsletterSignup } from '../../hooks/use-newsletter-signup';
import { NEWSLETTER_TEXTS } from '../../content/messages';
import { NeedsScriptNote } from '../needs-script-note';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  margin: 0 auto;
  & > div { flex: 1 1 220px; }
  & > button { flex: 0 0 auto; }
`;

/** docs/product/validation.md: type email and required (the browser checks it); docs/product/texts-and-errors.md#error-catalogue outcomes come from the hook. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const { submitting, signup } = useNewsletterSignup();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = email;
    const result = await signup(sent);
    // The field stays editable while the signup runs: text typed meanwhile (a corrected or another address) is kept.
    if (result?.status === 'subscribed') setEmail((now) => (now === sent ? '' : now));
  }

  return (
    <>
      <Form method="post" onSubmit={handleSubmit} aria-busy={submitting}>
        <TextField
          label="Email address"
          hideLabel
          tone="dark"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          // The page loads without the Supabase client; a visitor who starts typing is about to need it.
          onFocus={warmSupabase}
        />
        {/* aria-disabled, not disabled: the button keeps focus while busy (the hook ignores a second press). */}
        <Button type="submit" $size="lg" aria-disabled={submitting || undefined}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Form>
      <NeedsScriptNote>{NEWSLETTER_TEXTS.needsScript}</NeedsScriptNote>
    </>
  );
}
