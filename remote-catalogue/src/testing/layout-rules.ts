import { Grid, tokens } from '@wanderpages/shared';
import { widthQueryMatches } from '../../../jest/width-query';

/**
 * How many columns a card grid has at a viewport width, from the document's style sheets: jsdom lays nothing out
 * and ignores `@media (min-width)` and `(max-width)`, so this applies the rules that match the grid and the width, in
 * order, as the browser would for rules of one component (same specificity), and counts the tracks of
 * `grid-template-columns`.
 * `repeat(auto-fill, minmax(min(100%, <min>), 1fr))` is counted as the browser fills it: the page's container
 * (tokens.maxWidth, less its padding) over the narrowest card and the gap.
 */
export function columnsAt(grid: Element, width: number): number {
  return tracks(templateAt(grid, width), width);
}

/** The grid's `grid-template-columns` at a viewport width (see columnsAt). */
export function templateAt(grid: Element, width: number): string {
  let template = '';
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (widthQueryMatches(rule.media.mediaText, width) === true) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && matches(grid, rule.selectorText)) {
        template = rule.style.getPropertyValue('grid-template-columns') || template;
      }
    }
  };
  for (const sheet of Array.from(grid.ownerDocument.styleSheets)) visit(sheet.cssRules);
  return template;
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false; // a pseudo-element (::after) or a selector jsdom does not parse
  }
}

const px = (value: string) => Number.parseFloat(value);

function tracks(template: string, width: number): number {
  const repeat = /^repeat\((\d+),/.exec(template);
  if (repeat) return Number(repeat[1]);
  if (template === 'minmax(0, 1fr)' || template === '1fr') return 1;
  const autoFill = /^repeat\(auto-fill, minmax\(min\(100%, (\d+)px\), 1fr\)\)$/.exec(template);
  if (autoFill) {
    const content = Math.min(width, px(tokens.maxWidth)) - 2 * px(tokens.space(5));
    const gap = px(tokens.space(6));
    return Math.max(1, Math.floor((content + gap) / (Number(autoFill[1]) + gap)));
  }
  throw new Error(`No column rule found for the grid (grid-template-columns: "${template}")`);
}

/** The cards of a grid in its last row, at a number of columns: all of a row's, or fewer. */
export function lastRow(count: number, columns: number): number {
  return count % columns || Math.min(count, columns);
}

/** A card grid (shared's Grid) on the page: its element, how many cards it holds and the section it is in. */
interface CardGrid {
  element: HTMLElement;
  count: number;
  section: string;
}

/** The card grids in a part of the page (each child of one is a card), first to last. */
export function cardGridsIn(container: Element): CardGrid[] {
  return Array.from(container.querySelectorAll<HTMLElement>(`.${Grid.styledComponentId}`), (element) => ({
    element,
    count: element.children.length,
    section: element.closest('section')?.querySelector('h2')?.textContent ?? '',
  }));
}

/** The first card grid in a part of the page. */
export function cardGridOf(container: Element): HTMLElement {
  const [grid] = cardGridsIn(container);
  if (!grid) throw new Error('No card grid here');
  return grid.element;
}

/** A book page's facts: the grid of the cover and the list, and the cover's frame (pages/book-page.tsx). */
export function bookFacts(section: Element): { grid: Element; cover: Element } {
  const grid = section.querySelector('dl')?.parentElement;
  if (!grid?.firstElementChild) throw new Error('No facts here');
  return { grid, cover: grid.firstElementChild };
}
