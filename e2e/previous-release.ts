/**
 * The release the compatibility test pairs today's apps with: the last commit deployed before the current
 * shared contract (1.1.0). Move it forward when a release ships, so the test keeps proving "today's host with
 * the previous remotes, and the previous host with today's remotes" (docs/decisions/023).
 */
export const PREVIOUS_RELEASE = {
  commit: '114c4b5f0c48e588d16ec3881697bc536c66d74e',
  shared: '1.0.0',
} as const;
