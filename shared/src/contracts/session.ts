/**
 * supabase-js keeps a session in localStorage under `sb-<project>-auth-token`. A contract of its own, free of
 * imports, so the host's start gate (host/src/gate) can read it without bundling the Supabase client module.
 */
export const SESSION_STORAGE_KEY = /^sb-.+-auth-token$/;
