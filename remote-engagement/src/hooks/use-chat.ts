import { useCallback, useEffect, useRef, useState } from 'react';
import { emitEvent, notify, type BookRecommendation, type CatalogueRecommendation } from '@wanderpages/shared';
import { recommendFor } from '../api/catalogue-search-api';
import { subscribe } from '../api/newsletter-api';
import {
  BOT_ALREADY_SUBSCRIBED,
  BOT_GREETING,
  BOT_REPLY_DELAY_MS,
  BOT_WELCOME,
  booksReply,
  pickReply,
} from '../content/chat-script';
import { CHAT_TOASTS } from '../content/messages';
import { useMountedRef } from './use-mounted-ref';

/** docs/product/entities.md#chat-message. */
export interface ChatMessage {
  id: number;
  text: string;
  isBot: boolean;
  /** Books the bot recommends, each with its page (from the catalogue, docs/decisions/028). */
  books?: readonly BookRecommendation[];
}

/** docs/product/states.md#chat-widget: no prompt until the bot has replied once; hidden for good after a signup or a duplicate. */
export type EmailPromptState = 'waiting' | 'shown' | 'done';

export type ChatSignupOutcome = 'subscribed' | 'duplicate' | 'failed' | 'ignored';

/**
 * The scripted conversation: the greeting, the user's messages, a reply 1 second after each one, and the email
 * signup with source `chatbot` (docs/product/screens.md, docs/product/texts-and-errors.md#chat). The reply
 * recommends up to three of the catalogue's books when the message names something the catalogue knows (asked
 * as soon as the message is sent); otherwise, or when the catalogue cannot be reached, it is a canned reply that
 * `random` picks (Math.random). If the catalogue has not answered by the reply's time, the reply waits for it.
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

  const append = useCallback((text: string, isBot: boolean, books?: readonly BookRecommendation[]) => {
    const id = nextId.current;
    nextId.current += 1;
    setMessages((list) => [...list, books ? { id, text, isBot, books } : { id, text, isBot }]);
  }, []);

  const reply = useCallback(
    (found: CatalogueRecommendation | null) => {
      if (found && found.books.length > 0) append(booksReply(found), true, found.books);
      else append(pickReply(random()), true);
      setEmailPrompt((state) => (state === 'waiting' ? 'shown' : state));
    },
    [append, random],
  );

  /** Adds the user's message and schedules the bot's reply; false (and nothing happens) when blank. */
  const send = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (trimmed === '') return false;
      append(trimmed, false);
      const lookup = recommendFor(trimmed);
      let found: CatalogueRecommendation | null | undefined; // undefined while the catalogue is being asked
      void lookup.then((result) => (found = result));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        if (found !== undefined) reply(found);
        else void lookup.then((result) => mounted.current && reply(result));
      }, BOT_REPLY_DELAY_MS);
      timers.current.add(timer);
      return true;
    },
    [append, reply, mounted],
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
