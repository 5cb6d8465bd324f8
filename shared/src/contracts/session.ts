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
