import { css } from 'styled-components';

/**
 * A card off the first screen is laid out and painted only when it comes near the viewport
 * (`content-visibility: auto`). The first frame of a catalogue page laid out every card of the page in one task,
 * the longest of the load with the CPU slowed 4× (bench/report.md); the first screen's cards render as before.
 * `height` is the card's usual height (measured at 390 and 1280 px) until it has been rendered once; `auto` then keeps its real one, so the
 * scroll bar does not jump back. The text stays in the accessibility tree and in find-in-page.
 */
export function renderWhenNear(height: string) {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${height};
  `;
}
