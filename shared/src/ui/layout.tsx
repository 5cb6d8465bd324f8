import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)};
`;

export const Section = styled.section<{ $tone?: 'paper' | 'sand' | 'teal' }>`
  padding: ${({ theme }) => theme.space(14)} 0;
  background: ${({ theme, $tone = 'paper' }) =>
    $tone === 'sand' ? theme.color.sand : $tone === 'teal' ? theme.color.tealDark : theme.color.paper};
  color: ${({ theme, $tone }) => ($tone === 'teal' ? theme.color.white : 'inherit')};
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const SectionLead = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.inkSoft};
  max-width: 640px;
  margin: 0 auto ${({ theme }) => theme.space(10)};
`;

/** The most columns a card grid of a known size takes from each breakpoint up (one below the smallest). */
const WIDEST_FROM = [
  ['sm', 2],
  ['md', 3],
  ['lg', 4],
] as const;

/**
 * How many columns `count` cards take when at most `widest` fit: the most, down to one fewer than fit, that leave no
 * card alone or half a row behind at the end (4 cards in 2 + 2 rather than 3 + 1, 6 in 3 + 3 rather than 4 + 2, 3 in
 * a row or one under another rather than 2 + 1); else one column, or the widest for a list of more than two rows
 * (one short last row after several full ones does not stand out).
 */
function balancedColumns(count: number, widest: number): number {
  for (let columns = Math.min(widest, count); columns > 1 && columns >= widest - 1; columns--) {
    const left = count % columns;
    if (left === 0 || (columns > 2 && left === columns - 1)) return columns;
  }
  return count > 2 * widest ? widest : 1;
}

const columns = (n: number) => (n === 1 ? 'minmax(0, 1fr)' : `repeat(${n}, minmax(0, 1fr))`);

/**
 * Responsive card grid; `$min` is the narrowest a card may get before the grid wraps. `$count`, for a set of a
 * known size (three or more cards), balances the rows instead (balancedColumns, from the theme's breakpoints; `$min`
 * is then unused). Tracks never take a card's intrinsic width: the catalogue's cards skip layout off screen
 * (content-visibility, docs/decisions/038), with a placeholder size that must not widen a column.
 */
export const Grid = styled.div<{ $min?: string; $count?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme, $min = '240px', $count }) => {
    if ($count === undefined || $count < 3) return `grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$min}), 1fr));`;
    let css = `grid-template-columns: ${columns(1)};`;
    let previous = 1;
    for (const [breakpoint, widest] of WIDEST_FROM) {
      const n = balancedColumns($count, widest);
      if (n !== previous) css += `@media (min-width: ${theme.breakpoint[breakpoint]}) { grid-template-columns: ${columns(n)}; }`;
      previous = n;
    }
    return css;
  }}
`;

/** A white card on the page; `$padding` (in theme.space steps) for cards whose content is not its own layout. */
export const Card = styled.article<{ $padding?: number }>`
  ${({ theme, $padding }) => ($padding === undefined ? '' : `padding: ${theme.space($padding)};`)}
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
