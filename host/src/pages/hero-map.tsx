import styled from 'styled-components';
import { HERO_MAP } from './generated/hero-map';

/**
 * The hero's picture: the world in dots with the places the books take a reader marked, drawn at build time
 * (scripts/generate-hero-map.ts): path data only, no map code in the browser. Decorative (the headline says
 * what it shows), so hidden from assistive tech; not shown below desktop width, where the hero is one column.
 */
const Svg = styled.svg`
  display: none;
  width: 100%;
  height: auto;
  aspect-ratio: 480 / 210;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: block;
  }
`;

export function HeroMap() {
  return (
    <Svg viewBox={HERO_MAP.viewBox} aria-hidden="true" focusable="false">
      <path d={HERO_MAP.dots} fill="none" stroke="#ffffff" strokeOpacity={0.35} strokeWidth={3} strokeLinecap="round" />
      {HERO_MAP.spots.map(({ x, y }) => (
        <g key={`${x} ${y}`}>
          <circle cx={x} cy={y} r={7.5} fill="none" stroke="#f3d9a4" strokeOpacity={0.6} strokeWidth={1.2} />
          <circle cx={x} cy={y} r={3.8} fill="#f3d9a4" />
        </g>
      ))}
    </Svg>
  );
}
