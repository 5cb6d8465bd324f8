import { useCallback, useEffect, useState } from 'react';
import { notify } from '@wanderpages/shared';
import { deleteMessage, listMessages, markMessageRead, type ContactMessage } from '../api/messages-api';
import { MESSAGES_TOASTS } from '../content/messages-texts';

export type MessagesState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; messages: ContactMessage[] };

/** The Messages tab: the newest messages, mark as read, delete (each refused change is a toast). */
export function useContactMessages() {
  const [state, setState] = useState<MessagesState>({ status: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    void listMessages().then((result) => {
      if (result.status === 'ok') {
        if (!cancelled) setState({ status: 'ready', messages: result.data });
        return;
      }
      console.error('Loading contact messages failed:', result.error);
      if (cancelled) return;
      notify(MESSAGES_TOASTS.loadFailed);
      setState({ status: 'error' });
    });
    return () => {
      cancelled = true;
    };
  }, [reloadKey]);

  const reload = useCallback(() => setReloadKey((key) => key + 1), []);

  const update = (change: (messages: ContactMessage[]) => ContactMessage[]) =>
    setState((current) => (current.status === 'ready' ? { status: 'ready', messages: change(current.messages) } : current));

  const markRead = useCallback(async (id: string) => {
    const result = await markMessageRead(id);
    if (result.status === 'failed') {
      console.error('Marking a message as read failed:', result.error);
      notify(MESSAGES_TOASTS.updateFailed);
      return;
    }
    const readAt = result.data;
    update((messages) => messages.map((m) => (m.id === id ? { ...m, read_at: readAt } : m)));
  }, []);

  const remove = useCallback(async (id: string): Promise<boolean> => {
    const result = await deleteMessage(id);
    if (result.status === 'failed') {
      console.error('Deleting a message failed:', result.error);
      notify(MESSAGES_TOASTS.updateFailed);
      return false;
    }
    update((messages) => messages.filter((m) => m.id !== id));
    notify(MESSAGES_TOASTS.deleted);
    return true;
  }, []);

  return { state, reload, markRead, remove };
}
