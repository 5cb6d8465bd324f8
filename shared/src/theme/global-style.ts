import { createGlobalStyle } from 'styled-components';
import { PRIVATE_VIEW_ATTR, RETURNING_ATTR } from '../contracts/session';
import { focusRing } from '../ui/focus-ring';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /*
   * Whatever the browser scrolls into view (a link's anchor, a region chip, the skip link's target, an element
   * that takes the focus from Tab) comes to rest clear of the sticky header (64 px).
   */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 88px; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.paper};
    line-height: 1.6;
    overflow-x: hidden;
    /* A word longer than its line (an email address, a path) breaks rather than run off the screen. */
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.font.heading}; line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: ${({ theme }) => theme.color.teal}; }
  img { max-width: 100%; display: block; }
  :focus-visible { ${focusRing} }
  /*
   * Toasts (sonner, loaded later with its own styles; html raises these above them): the site's focus ring rather
   * than sonner's faint shadow, and a close button of at least 24 px, the smallest target (WCAG 2.2 2.5.8).
   */
  html [data-sonner-toast]:focus-visible, html [data-sonner-toast][data-styled='true'] [data-close-button]:focus-visible { ${focusRing} }
  html [data-sonner-toast][data-styled='true'] [data-close-button] { width: 24px; height: 24px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* A remote slot whose fragment the edge composed in shows it, not the placeholder beside it. */
  [data-remote-slot]:has(> [data-slot-content] > [data-fragment]) > [data-slot-placeholder] { display: none; }
  /* One user's data, while the page is in the back/forward cache and until it has found the same user on its return. */
  html[${RETURNING_ATTR}] [${PRIVATE_VIEW_ATTR}] { visibility: hidden !important; }
  /*
   * A forced-colors (high-contrast) mode draws links in its link colour; Firefox keeps a link whose colour is
   * inherited (a book's title, a back link, a breadcrumb) in the text colour, where nothing else marks it a link.
   */
  @media (forced-colors: active) {
    a:any-link { color: LinkText; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
