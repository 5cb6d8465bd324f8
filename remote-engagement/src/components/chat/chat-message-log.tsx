import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@wanderpages/shared';
import type { ChatMessage } from '../../hooks/use-chat';

const Log = styled.div`
  flex: 1 1 auto;
  min-height: 160px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.paper};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: -3px; }
`;

const Bubble = styled.p<{ $isBot: boolean }>`
  margin: 0;
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3.5)}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  line-height: 1.45;
  overflow-wrap: anywhere;
  align-self: ${({ $isBot }) => ($isBot ? 'flex-start' : 'flex-end')};
  background: ${({ theme, $isBot }) => ($isBot ? theme.color.sand : theme.color.teal)};
  color: ${({ theme, $isBot }) => ($isBot ? theme.color.ink : theme.color.white)};
`;

/**
 * The conversation as a live log: screen readers announce each new message (politely), and the view
 * follows the newest one. Focusable so keyboard users can scroll back through it.
 */
export function ChatMessageLog({ messages }: { messages: readonly ChatMessage[] }) {
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  return (
    <Log ref={logRef} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
      {messages.map((message) => (
        <Bubble key={message.id} $isBot={message.isBot}>
          <VisuallyHidden>{message.isBot ? 'Wanderpages guide says: ' : 'You said: '}</VisuallyHidden>
          <span>{message.text}</span>
        </Bubble>
      ))}
    </Log>
  );
}
