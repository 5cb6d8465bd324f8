/**
 * `@wanderpages/shared/testing`: for the apps' tests and the bench only, never a page. Kept out of the package's
 * index, which is the federation's shared singleton: a remote that could call it would drop the site's session.
 */
export { resetSupabaseForTests } from './supabase/client';
