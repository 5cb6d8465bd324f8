import { VisuallyHidden } from './layout';

const PAGE_ANNOUNCER_ID = 'page-announcer';

/**
 * A live region that says which page is now shown after a navigation in the browser. A full load makes a screen
 * reader read the new page's title; a route change inside the app changes the title and the content without a
 * word, so a reader who followed a link heard nothing (the pattern Next.js's route announcer follows). The host
 * renders it once, empty: nothing is said on the page's own load.
 */
export function PageAnnouncer() {
  return <VisuallyHidden as="div" id={PAGE_ANNOUNCER_ID} role="status" aria-live="polite" aria-atomic="true" />;
}

/**
 * Says the page's new title in the announcer, if the page has one (a remote running alone has none). React renders
 * the region with no children and never writes into it, so its text is ours to set.
 */
export function announcePage(title: string): void {
  const region = document.getElementById(PAGE_ANNOUNCER_ID);
  if (region) region.textContent = title;
}
