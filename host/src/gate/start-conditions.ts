/**
 * When the site's scripts must start with the page instead of on the visitor's first intent
 * (docs/decisions/037-scripts-start-on-intent.md): whenever the HTML alone cannot show the visitor the right page.
 */

export interface PageFacts {
  pathname: string;
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

/** supabase-js keeps a session under sb-<project>-auth-token (shared/src/supabase/client.ts). */
export const SESSION_KEY = /^sb-.+-auth-token$/;
/** What Supabase Auth puts in a link it sends (confirmation, recovery, sign-in errors). */
const AUTH_CALLBACK = /[?#&](access_token|refresh_token|token_hash|code|error|error_description|type)=/;

export function startReason(page: PageFacts): string | undefined {
  if (!page.everySlotWaits) return 'a remote part of the page needs its script';
  if (page.somePartAsksForScript) return 'a part of the page asks for its script';
  if (page.storedKeys.some((key) => SESSION_KEY.test(key))) return 'a stored session (the header shows the account)';
  if (AUTH_CALLBACK.test(page.query)) return 'an authentication link';
  return undefined;
}
