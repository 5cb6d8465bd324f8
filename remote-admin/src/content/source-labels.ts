import type { SignupSource } from '@wanderpages/shared';

/**
 * What the admin list and its filter call each signup source (docs/product/entities.md#newsletter-signup lists the
 * values; the words are ours). The stored value stays what it is, and the CSV export keeps it raw
 * (docs/product/limits.md#csv-export).
 */
const SOURCE_LABELS: Record<SignupSource, string> = {
  homepage_newsletter: 'Home page form',
  chatbot: 'Chat guide',
};

/** A source's label; a value this build does not know (a newer writer's) is shown as stored. */
export function sourceLabel(source: string): string {
  return Object.hasOwn(SOURCE_LABELS, source) ? SOURCE_LABELS[source as SignupSource] : source;
}
