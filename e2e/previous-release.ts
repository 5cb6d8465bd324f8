/**
 * The release the compatibility test pairs today's apps with: the last commit deployed before the current
 * shared contract (1.3.0, the host's bundler runtime for the remotes' entries: docs/decisions/054). Move it forward
 * when a release ships, so the test keeps proving "today's host with the previous remotes, and the previous host
 * with today's remotes" (docs/decisions/023). Was 70d053d (shared 1.1.0) while the contract was 1.2.0, and 114c4b5
 * (shared 1.0.0) while it was 1.1.0.
 */
export const PREVIOUS_RELEASE = {
  commit: 'c06ca9ad74643c7c11de49a0b18e80113bd439bf',
  shared: '1.2.0',
} as const;
