/**
 * supabase-js keeps a session in localStorage under `sb-<project>-auth-token`. A contract of its own, free of
 * imports, so the host's start gate (host/src/gate) can read it without bundling the Supabase client module.
 */
export const SESSION_STORAGE_KEY = /^sb-.+-auth-token$/;

/**
 * On an element that shows one signed-in user's data (the header's email, the admin's dashboard): hidden while the
 * page sits in the browser's back/forward cache, until the page, brought back, has read the stored session again
 * and found the same user (auth/use-back-forward-cache-return.ts; docs/decisions/048). Apps take `PRIVATE_VIEW`
 * from the package's index, the page's one copy, whose CSS and auth provider give it its meaning: importing this
 * file directly would put a remote's own copy of the singletons' chunk on the page.
 */
export const PRIVATE_VIEW_ATTR = 'data-private';

/** The attribute as props: `<main {...PRIVATE_VIEW}>`. */
export const PRIVATE_VIEW = { [PRIVATE_VIEW_ATTR]: '' } as const;

/** Set on <html> from the moment such a page is put in the cache until that check has passed. */
export const RETURNING_ATTR = 'data-returning';

/**
 * Set on <html> by the host's start gate once it has read the storage, before any of the site's scripts run:
 * empty when no session is stored; `stored` when one is (the header keeps its Sign in link hidden until the
 * account is known), and `admin` beside it when the admin lookup found that same user an admin the last time it
 * answered (ADMIN_HINT_STORAGE_KEY). A hint for drawing only: what the dashboard reads and shows of its data still
 * waits for the lookup (row-level security is the gate). Match it with `~=` (the selectors below).
 */
export const SESSION_ATTR = 'data-session';
export const SESSION_STORED = 'stored';
export const SESSION_ADMIN = 'admin';
/** The marks as CSS selectors, for a rule that applies only under them: `${HINTED_ADMIN} & { … }`. */
export const SESSION_READ = `html[${SESSION_ATTR}]`;
export const STORED_SESSION = `html[${SESSION_ATTR}~='${SESSION_STORED}']`;
export const HINTED_ADMIN = `html[${SESSION_ATTR}~='${SESSION_ADMIN}']`;

/**
 * Says on <html> what is known of the session: written by the start gate from storage as the page opens, then kept
 * true by shared's auth provider as the session and the admin lookup's answer change in the page.
 */
export function markSession(mark: { stored: boolean; admin?: boolean }): void {
  const value = mark.stored ? (mark.admin ? `${SESSION_STORED} ${SESSION_ADMIN}` : SESSION_STORED) : '';
  if (document.documentElement.getAttribute(SESSION_ATTR) !== value) document.documentElement.setAttribute(SESSION_ATTR, value);
}

/**
 * The id of the user the admin lookup last found an admin on this browser: written by shared's auth provider when
 * the lookup answers (removed when it says no, and on sign-out), read by the start gate.
 */
export const ADMIN_HINT_STORAGE_KEY = 'wanderpages-admin';

/**
 * Whether the stored session belongs to the user the hint names. The session is supabase-js's stored JSON
 * (`{ access_token, …, user: { id } }`); anything else, or a session of another user, is no hint.
 */
export function adminHinted(hint: string | null, storedSession: string | null): boolean {
  if (!hint || !storedSession) return false;
  try {
    // Optional chaining reads anything JSON can be (null, a number, a string, an object without a user) as no user.
    return (JSON.parse(storedSession) as { user?: { id?: unknown } } | null)?.user?.id === hint;
  } catch {
    return false;
  }
}
