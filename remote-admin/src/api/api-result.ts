/**
 * What the dashboard's data calls return (signups-api.ts and messages-api.ts; exportSignupPages yields one per
 * page): they never throw. `ok` carries the data; a failure of any kind (an error answer, the backend
 * unreachable) is `{ status: 'failed', error }`, which the hook logs and turns into a toast. Engagement's and the
 * host's api functions share only that failure member (docs/decisions/035); their other members name their own
 * outcomes (`subscribed | duplicate`, `sent | invalid`). Not this shape: dashboard-prefetch.ts (reads kept for
 * the first render) and standalone-session-api.ts (the standalone sign-in only: an error message or null, and it
 * throws when the client itself cannot be loaded).
 */
export type ApiResult<T> = { status: 'ok'; data: T } | { status: 'failed'; error: unknown };

/** Runs a query written to throw on failure, as an ApiResult. */
export async function settle<T>(query: () => Promise<T>): Promise<ApiResult<T>> {
  try {
    return { status: 'ok', data: await query() };
  } catch (error) {
    return { status: 'failed', error };
  }
}
