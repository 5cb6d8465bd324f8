/**
 * The start gate's marks on <html> that the dashboard's loading state is drawn by (shared's
 * `contracts/session.ts`; docs/decisions/052). Written out here, not taken from shared's index: a remote's CSS must
 * be the same text in its fragment (rendered with the shared it was built with) and in the browser (the page's
 * shared, the host's), or the class names differ and the hydration fails; and the remote still runs under a host
 * whose shared predates them. `session-marks.test.ts` holds them equal to the contract.
 */

/** The gate has read the storage (the attribute is there, whatever it says). */
export const SESSION_READ = 'html[data-session]';

/** The stored session is the one the admin lookup last found an admin. */
export const HINTED_ADMIN = "html[data-session~='admin']";
