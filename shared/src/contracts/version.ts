/**
 * This copy of shared's version (package.json's; a test keeps them equal). The page runs the host's copy
 * (loaded-first), so in the browser this is the version every remote on the page gets.
 */
export const SHARED_VERSION = '1.3.0';
