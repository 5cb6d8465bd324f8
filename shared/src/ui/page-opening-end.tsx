import { PAGE_OPENING_END_ID } from '../contracts/page-opening';

/**
 * Marks the end of a page's opening (its band, or the home page's hero): the browser's first frame waits for it
 * (contracts/page-opening.ts). One per page: PageBand renders it, so a page that has a band needs nothing more.
 */
export function PageOpeningEnd() {
  return <span id={PAGE_OPENING_END_ID} hidden />;
}
