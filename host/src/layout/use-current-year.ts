import { useSyncExternalStore } from 'react';

/** The year the build rendered the pages' HTML in (rspack.base.ts); the current one where nothing set it (tests). */
const BUILD_YEAR: number = typeof __WANDERPAGES_BUILD_YEAR__ === 'number' ? __WANDERPAGES_BUILD_YEAR__ : new Date().getFullYear();

const unchanging = () => () => undefined;
const currentYear = () => new Date().getFullYear();
const buildYear = () => BUILD_YEAR;

/**
 * The current year, for the footer's copyright line. The pages' HTML is rendered at build time, so it holds the
 * build's year: hydrating it with the current one after New Year was a text mismatch (React error #418) that
 * threw the whole shell's HTML away and rendered it again. Hydration takes the build's year (the server
 * snapshot), and the render right after it the current year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(unchanging, currentYear, buildYear);
}
