/**
 * The release the compatibility test pairs today's apps with: the last commit deployed before the current
 * shared contract (1.2.0, the design system). Move it forward when a release ships, so the test keeps proving
 * "today's host with the previous remotes, and the previous host with today's remotes" (docs/decisions/023).
 * Was 114c4b5 (shared 1.0.0) while the contract was 1.1.0.
 */
export const PREVIOUS_RELEASE = {
  commit: '70d053d5856a7a9e5adaef9b8eda4a7614618d24',
  shared: '1.1.0',
} as const;
