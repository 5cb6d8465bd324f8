/**
 * When the site's scripts must start with the page instead of on the visitor's first intent
 * (docs/decisions/037-scripts-start-on-intent.md): whenever the HTML alone cannot show the visitor the right page.
 */

import { STARTS_ON_INTENT, STARTS_ON_INTENT_WITHOUT_QUERY } from '@wanderpages/shared/contracts/fragments';
import { SESSION_STORAGE_KEY } from '@wanderpages/shared/contracts/session';

export interface PageFacts {
  /** location.search + location.hash */
  query: string;
  /** The names of the keys in localStorage (empty when storage is unavailable). */
  storedKeys: readonly string[];
  /**
   * Whether every remote slot on the page holds a fragment that says it is complete without its script
   * (`data-start="intent"`). A missing fragment, or one without the mark (a page drawn by script, a remote
   * built before the mark existed), needs its script at once.
   */
  everySlotWaits: boolean;
  /** Whether some part of the page asks for its script at once (`data-start="load"`: the not-found page logs the 404). */
  somePartAsksForScript: boolean;
}

/**
 * Whether a slot's fragment can wait for an intent, from its start mark (`data-start` on its root, or null for a
 * missing fragment or one without the mark) and the address's query (location.search): "intent" always,
 * "intent-without-query" only when the address has no query (one fragment per path cannot show the shelf's filters).
 */
export function slotWaits(mark: string | null, search: string): boolean {
  if (mark === STARTS_ON_INTENT) return true;
  return mark === STARTS_ON_INTENT_WITHOUT_QUERY && (search === '' || search === '?');
}

/** What Supabase Auth puts in a link it sends (confirmation, recovery, sign-in errors). */
const AUTH_CALLBACK = /[?#&](access_token|refresh_token|token_hash|code|error|error_description|type)=/;

/**
 * Whether the Supabase client will be needed as soon as the scripts start: a stored session, or an email link's
 * result in the address (the client reads it). The gate then fetches the client's files beside the entry instead
 * of after the shell has hydrated (docs/decisions/010-supabase-js-loaded-late.md).
 */
export function sessionLikely(page: Pick<PageFacts, 'query' | 'storedKeys'>): boolean {
  return page.storedKeys.some((key) => SESSION_STORAGE_KEY.test(key)) || AUTH_CALLBACK.test(page.query);
}

export function startReason(page: PageFacts): string | undefined {
  if (!page.everySlotWaits) return 'a remote part of the page needs its script';
  if (page.somePartAsksForScript) return 'a part of the page asks for its script';
  if (page.storedKeys.some((key) => SESSION_STORAGE_KEY.test(key))) return 'a stored session (the header shows the account)';
  if (AUTH_CALLBACK.test(page.query)) return 'an authentication link';
  return undefined;
}
