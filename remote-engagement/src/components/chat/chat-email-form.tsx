import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@wanderpages/shared';
import { EMAIL_PROMPT } from '../../content/chat-script';

const Form = styled.form`
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.tealSoft};
  & > p { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 0.95rem; }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  & > div { flex: 1; font-size: 0.9rem; }
  & > button { min-height: 44px; }
`;

interface ChatEmailFormProps {
  subscribing: boolean;
  /** Resolves true when the address was taken (subscribed or already there): the field is then cleared. */
  onSubmit(email: string): Promise<boolean>;
}

/** The bot's email prompt (docs/product/screens.md: shown after its first reply; type email and required, docs/product/validation.md). */
export function ChatEmailForm({ subscribing, onSubmit }: ChatEmailFormProps) {
  const [email, setEmail] = useState('');
  const promptId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await onSubmit(email)) setEmail('');
  }

  return (
    <Form method="post" onSubmit={handleSubmit} aria-busy={subscribing}>
      <p id={promptId}>{EMAIL_PROMPT}</p>
      <Row>
        <TextField
          label="Your email address"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-describedby={promptId}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {/* aria-disabled, not disabled: the button keeps focus while busy (useChat ignores a second press). */}
        <Button type="submit" $size="sm" aria-disabled={subscribing || undefined}>
          {subscribing ? 'Joining...' : 'Join'}
        </Button>
      </Row>
    </Form>
  );
}
