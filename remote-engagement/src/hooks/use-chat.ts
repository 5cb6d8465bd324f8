import { useCallback, useEffect, useRef, useState } from 'react';
import { emitEvent, notify } from '@wanderpages/shared';
import { subscribe } from '../api/newsletter-api';
import {
  BOT_ALREADY_SUBSCRIBED,
  BOT_GREETING,
  BOT_REPLY_DELAY_MS,
  BOT_WELCOME,
  pickReply,
} from '../content/chat-script';
import { CHAT_TOASTS } from '../content/messages';
import { useMountedRef } from './use-mounted-ref';

/** docs/product/entities.md#chat-message. */
export interface ChatMessage {
  id: number;
  text: string;
  isBot: boolean;
}

/** docs/product/states.md#chat-widget: no prompt until the bot has replied once; hidden for good after a signup or a duplicate. */
export type EmailPromptState = 'waiting' | 'shown' | 'done';

export type ChatSignupOutcome = 'subscribed' | 'duplicate' | 'failed' | 'ignored';

/**
 * The scripted conversation: the greeting, the user's messages, a canned reply 1 second after each one,
 * and the email signup with source `chatbot` (docs/product/screens.md, docs/product/texts-and-errors.md#chat). `random` picks the reply (Math.random).
 */
export function useChat(random: () => number = Math.random) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, text: BOT_GREETING, isBot: true }]);
  const [emailPrompt, setEmailPrompt] = useState<EmailPromptState>('waiting');
  const [subscribing, setSubscribing] = useState(false);
  const nextId = useRef(1);
  const inFlight = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useMountedRef();

  // A reply must not land in an unmounted widget: every pending reply is cancelled on unmount.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const append = useCallback((text: string, isBot: boolean) => {
    const id = nextId.current;
    nextId.current += 1;
    setMessages((list) => [...list, { id, text, isBot }]);
  }, []);

  /** Adds the user's message and schedules the bot's reply; false (and nothing happens) when blank. */
  const send = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (trimmed === '') return false;
      append(trimmed, false);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        append(pickReply(random()), true);
        setEmailPrompt((state) => (state === 'waiting' ? 'shown' : state));
      }, BOT_REPLY_DELAY_MS);
      timers.current.add(timer);
      return true;
    },
    [append, random],
  );

  const subscribeEmail = useCallback(
    async (email: string): Promise<ChatSignupOutcome> => {
      if (inFlight.current || email.trim() === '') return 'ignored';
      inFlight.current = true;
      setSubscribing(true);
      try {
        const result = await subscribe(email, 'chatbot');
        if (result.status === 'failed') {
          console.error('Chat newsletter signup failed', result.error);
          notify(CHAT_TOASTS.failed);
          return 'failed';
        }
        if (result.status === 'subscribed') {
          notify(CHAT_TOASTS.subscribed);
          emitEvent('wanderpages:newsletter-subscribed', { source: 'chatbot' });
        }
        if (mounted.current) {
          append(result.status === 'subscribed' ? BOT_WELCOME : BOT_ALREADY_SUBSCRIBED, true);
          setEmailPrompt('done');
        }
        return result.status;
      } finally {
        inFlight.current = false;
        if (mounted.current) setSubscribing(false);
      }
    },
    [append, mounted],
  );

  return { messages, emailPrompt, subscribing, send, subscribeEmail };
}
