import { useState, type FormEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@wanderpages/shared';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.white};
  & > div { flex: 1; }
`;

interface ChatMessageFormProps {
  /** Returns false when the text was ignored (blank), so the field keeps what was typed. */
  onSend(text: string): boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** Free text to the bot; Enter submits the form, as does the Send button. */
export function ChatMessageForm({ onSend, inputRef }: ChatMessageFormProps) {
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onSend(text)) setText('');
  }

  return (
    <Form method="post" onSubmit={handleSubmit}>
      <TextField
        ref={inputRef}
        label="Your message"
        hideLabel
        type="text"
        autoComplete="off"
        placeholder="Ask about a place or a book..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" $size="sm">
        Send
      </Button>
    </Form>
  );
}
