import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '@wanderpages/shared';
import type { ChatMessage } from '../../hooks/use-chat';

const Log = styled.div`
  flex: 1 1 auto;
  /* Less on a short screen (a phone held sideways), so the message field still fits under it. */
  min-height: min(160px, 30vh);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.paper};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: -3px; }
`;

const Bubble = styled.div<{ $isBot: boolean }>`
  margin: 0;
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3.5)}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  line-height: 1.45;
  overflow-wrap: anywhere;
  align-self: ${({ $isBot }) => ($isBot ? 'flex-start' : 'flex-end')};
  background: ${({ theme, $isBot }) => ($isBot ? theme.color.sand : theme.color.teal)};
  color: ${({ theme, $isBot }) => ($isBot ? theme.color.ink : theme.color.white)};
  p { margin: 0; }
`;

const Books = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li + li { margin-top: ${({ theme }) => theme.space(1)}; }
  a { color: ${({ theme }) => theme.color.terracottaDark}; font-weight: 700; }
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
          <p>
            <VisuallyHidden>{message.isBot ? 'Wanderpages guide says: ' : 'You said: '}</VisuallyHidden>
            <span>{message.text}</span>
          </p>
          {message.books && (
            <Books>
              {message.books.map((book) => (
                <li key={book.link}>
                  <Link to={book.link}>{book.title}</Link> by {book.author}
                </li>
              ))}
            </Books>
          )}
        </Bubble>
      ))}
    </Log>
  );
}
