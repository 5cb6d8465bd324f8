import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { focusStillWithin } from '../../hooks/focus-still-within';
import type { useChat } from '../../hooks/use-chat';
import { ChatEmailForm } from './chat-email-form';
import { ChatMessageForm } from './chat-message-form';
import { ChatMessageLog } from './chat-message-log';

const Panel = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: calc(${({ theme }) => theme.space(4)} + 64px);
  z-index: 60;
  width: min(380px, calc(100vw - ${({ theme }) => theme.space(8)}));
  height: min(560px, calc(100vh - 120px));
  /* The visible height on a phone, with its address bar shown. */
  height: min(560px, calc(100dvh - 120px));
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  /* The log shrinks to its least height first; below that (a 320 × 568 phone, a phone held sideways) the panel
     scrolls, so the message field and the email form are never cut off out of reach. */
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.color.tealDark};
  color: ${({ theme }) => theme.color.white};
  h2 { font-size: 1.15rem; margin: 0; }
  p { margin: 0; font-size: 0.875rem; color: ${({ theme }) => theme.color.sand}; }
`;

interface ChatPanelProps {
  chat: ReturnType<typeof useChat>;
  id: string;
  onClose(): void;
  /** Focus left something in the panel (React's onBlur bubbles, as focusout does). */
  onBlur?(event: FocusEvent<HTMLDivElement>): void;
  /** The panel's element: the widget asks it where focus went, the panel whether focus is still in it. */
  ref: RefObject<HTMLDivElement | null>;
}

/**
 * The open chat: a non-modal dialog named by its heading. Focus goes to the message field when it opens;
 * Escape closes it (the widget then returns focus to the launcher). On a phone the widget also closes it when
 * focus leaves the chat (`onBlur`).
 */
export function ChatPanel({ chat, id, onClose, onBlur, ref }: ChatPanelProps) {
  const titleId = useId();
  const messageInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    messageInput.current?.focus();
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  async function handleEmail(email: string): Promise<boolean> {
    const outcome = await chat.subscribeEmail(email);
    const done = outcome === 'subscribed' || outcome === 'duplicate';
    // The email form is gone now: keep focus in the dialog rather than losing it to the page. Only if the focus went
    // down with the form or stayed in the chat: the dialog is non-modal, and a reader who went on to a field of the
    // page while the signup ran keeps typing there.
    if (done && focusStillWithin(ref.current)) messageInput.current?.focus();
    return done;
  }

  return (
    <Panel ref={ref} id={id} role="dialog" aria-labelledby={titleId} onKeyDown={handleKeyDown} onBlur={onBlur}>
      <Header>
        <h2 id={titleId}>Chat with Wanderpages</h2>
        <p>Your travel reading guide</p>
      </Header>
      <ChatMessageLog messages={chat.messages} />
      <ChatMessageForm onSend={chat.send} inputRef={messageInput} />
      {chat.emailPrompt === 'shown' && <ChatEmailForm subscribing={chat.subscribing} onSubmit={handleEmail} />}
    </Panel>
  );
}
