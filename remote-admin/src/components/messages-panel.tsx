import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState } from '@wanderpages/shared';
import type { ContactMessage } from '../api/messages-api';
import { formatDateTime } from '../content/display-formats';
import { MESSAGES_TEXTS } from '../content/messages-texts';
import { useContactMessages } from '../hooks/use-contact-messages';
import { useFocusWhenRemoved } from '../hooks/use-focus-when-removed';
import { useReturnFocus } from '../hooks/use-return-focus';
import { ConfirmDialog } from './confirm-dialog';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled.li<{ $unread: boolean }>`
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.color.teal : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 { font-size: 1.1rem; margin: 0 0 ${({ theme }) => theme.space(1)}; overflow-wrap: anywhere; }
  p { margin: ${({ theme }) => theme.space(1)} 0; overflow-wrap: anywhere; }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 0.9rem;
`;

const Body = styled.p`
  white-space: pre-wrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Badge = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.tealSoft};
  color: ${({ theme }) => theme.color.tealDark};
  font-size: 0.8rem;
  font-weight: 700;
`;

function MessageItem({ message, onMarkRead, onDelete }: { message: ContactMessage; onMarkRead(): void; onDelete(button: HTMLButtonElement): void }) {
  const unread = message.read_at === null;
  const headingId = `message-${message.id}`;
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Mark as read goes once the message is read: the focus stays in the message, on its Delete.
  const markReadButton = useFocusWhenRemoved(() => deleteButton.current);
  return (
    <Item $unread={unread} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {unread && <Badge>{MESSAGES_TEXTS.unread}</Badge>}
        {message.subject}
      </h3>
      <Meta>
        {MESSAGES_TEXTS.from} {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt; ·{' '}
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </Meta>
      <Body>{message.message}</Body>
      <Actions>
        {unread && (
          <Button ref={markReadButton} $size="sm" $variant="secondary" onClick={onMarkRead}>
            {MESSAGES_TEXTS.markRead}
          </Button>
        )}
        <Button ref={deleteButton} $size="sm" $variant="danger" onClick={(event) => onDelete(event.currentTarget)}>
          {MESSAGES_TEXTS.delete}
        </Button>
      </Actions>
    </Item>
  );
}

/** The dashboard's Messages tab: what visitors sent from /contact, newest first; mark as read, delete (asks first). */
export function MessagesPanel() {
  const { state, reload, markRead, remove } = useContactMessages();
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Back to the Delete pressed, or to the list's heading when its message is gone (deleted).
  useReturnFocus(deleting !== null, opener, heading);

  const close = () => setDeleting(null);

  const confirmDelete = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    await remove(deleting.id);
    setBusy(false);
    close();
  };

  return (
    <section aria-labelledby="messages-title">
      <div inert={deleting !== null}>
        <h2 ref={heading} id="messages-title" tabIndex={-1}>
          {MESSAGES_TEXTS.heading}
        </h2>
        {state.status === 'loading' && <p role="status">{MESSAGES_TEXTS.loading}</p>}
        {state.status === 'error' && (
          <Button $variant="secondary" onClick={reload}>
            {MESSAGES_TEXTS.retry}
          </Button>
        )}
        {state.status === 'ready' && state.messages.length === 0 && (
          <EmptyState title={MESSAGES_TEXTS.empty}>{MESSAGES_TEXTS.emptyHint}</EmptyState>
        )}
        {state.status === 'ready' && state.messages.length > 0 && (
          <List aria-labelledby="messages-title">
            {state.messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                onMarkRead={() => void markRead(message.id)}
                onDelete={(button) => {
                  opener.current = button;
                  setDeleting(message);
                }}
              />
            ))}
          </List>
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={MESSAGES_TEXTS.deleteTitle}
          question={MESSAGES_TEXTS.deleteQuestion(deleting.subject, deleting.name)}
          confirmLabel={MESSAGES_TEXTS.deleteConfirm}
          busyLabel={MESSAGES_TEXTS.deleting}
          busy={busy}
          onCancel={close}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </section>
  );
}
