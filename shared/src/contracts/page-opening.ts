/**
 * The first frame waits for the page's opening (docs/decisions/040-first-frame-waits-for-the-page-opening.md).
 *
 * Chromium paints as soon as its parser yields, which on a slow phone was after the site header alone: a frame of
 * header and empty page, then the page's band one layout later. The host's HTML asks the browser, in its head, to
 * hold rendering until the element with this id has been parsed (`<link rel="expect" blocking="render">`), and each
 * page puts that element right after its opening (the band with the h1 and lead, or the home page's hero), so the
 * first frame shows the page's heading and the sentence under it. A page without the element renders once the
 * document is parsed; a browser without the feature renders as before.
 */
export const PAGE_OPENING_END_ID = 'page-opening-end';

/** The link in the head of every page the host writes (host/prerender/render-pages.tsx). */
export const PAGE_OPENING_EXPECT_LINK = `<link rel="expect" href="#${PAGE_OPENING_END_ID}" blocking="render">`;
