/**
 * What every api function of the site returns (docs/decisions/035): it never throws. `ok` carries the data; a
 * failure of any kind (an error answer, the backend unreachable) is `{ status: 'failed', error }`, which the hook
 * turns into the spec's toast and logs. The same shape as engagement's and the host's api modules.
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
