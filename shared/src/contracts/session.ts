/**
 * supabase-js keeps a session in localStorage under `sb-<project>-auth-token`. A contract of its own, free of
 * imports, so the host's start gate (host/src/gate) can read it without bundling the Supabase client module.
 */
export const SESSION_STORAGE_KEY = /^sb-.+-auth-token$/;

/**
 * On an element that shows one signed-in user's data (the header's email, the admin's dashboard): hidden while the
 * page sits in the browser's back/forward cache, until the page, brought back, has read the stored session again
 * and found the same user (auth/back-forward-cache.ts; docs/decisions/048). A build-time contract, bundled into
 * each app, like the key above.
 */
export const PRIVATE_VIEW_ATTR = 'data-private';

/** The attribute as props: `<main {...PRIVATE_VIEW}>`. */
export const PRIVATE_VIEW = { [PRIVATE_VIEW_ATTR]: '' } as const;

/** Set on <html> from the moment such a page is put in the cache until that check has passed. */
export const RETURNING_ATTR = 'data-returning';
