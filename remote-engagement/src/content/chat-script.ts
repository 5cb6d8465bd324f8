/**
 * The scripted bot (docs/product/screens.md#chat-widget, docs/product/limits.md): a fixed greeting, four canned replies picked at random, and
 * the bot's side of the email signup. The spec paraphrases these; the exact words are ours (README.md). When a
 * message names something the catalogue knows, the reply recommends its books instead (booksReply).
 */
import type { CatalogueRecommendation } from '@wanderpages/shared';

export const BOT_REPLY_DELAY_MS = 1000;

export const BOT_GREETING =
  "Hello, traveller! I'm the Wanderpages book guide. Tell me where you're heading or what you love to read, and I'll point you to books that capture the place.";

const CANNED_REPLIES = [
  'What a journey that would be! Our Mediterranean classics are a lovely place to start: sun, sea and stories that linger.',
  'Great choice. Try reading a novel set in your destination before you go; the streets feel familiar when you arrive.',
  'Have a look at our destination pages: every region has a shelf of books that capture its spirit, from Tuscany to Tokyo.',
  'I love that idea! Our genre pages, from mystery to poetry, each hold picks that will take you somewhere new.',
] as const;

export const EMAIL_PROMPT =
  "Enjoying the recommendations? Leave your email and we'll send travel book picks straight to your inbox.";

export const BOT_WELCOME =
  "Welcome to the Wanderpages reading community! Your first travel book recommendations are on their way to your inbox.";

export const BOT_ALREADY_SUBSCRIBED =
  "Looks like you're already part of our reading community! Keep an eye on your inbox for our next travel reads.";

/**
 * The words around the catalogue's books when a message names something the catalogue knows (the books
 * themselves follow as links, docs/decisions/028).
 */
export function booksReply({ kind, about }: CatalogueRecommendation): string {
  switch (kind) {
    case 'book':
      return `${about} is a wonderful pick. Here it is on our shelf:`;
    case 'author':
      return `Here is what our shelf has by ${about}:`;
    case 'genre':
      return `Looking for ${about.toLowerCase()}? Start with these:`;
    default:
      return `Heading to ${about}? These books capture it:`;
  }
}

/** A canned reply for a random number in [0, 1). */
export function pickReply(random: number): string {
  const index = Math.min(CANNED_REPLIES.length - 1, Math.floor(random * CANNED_REPLIES.length));
  return CANNED_REPLIES[index] ?? CANNED_REPLIES[0];
}
