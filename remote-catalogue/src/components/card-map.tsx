import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * What a destination card's banner map is drawn with (continent-card-map.tsx and place-card-map.tsx, one file
 * each so the home page's bundle holds no close-ups). Drawn at build time (scripts/generate-maps.ts): paths only,
 * no map code in the browser. Decorative: the card's heading already names the place, so it is hidden from
 * assistive tech. It fills the banner ("slice"): a narrow card loses the map's sides, never its middle.
 */
const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
`;

/** Land on the card's gradient: neighbours faint, the place's own continent or countries light. */
export const Land = styled.path<{ $tone: 'faint' | 'soft' | 'strong' }>`
  fill: ${({ theme }) => theme.color.paper};
  fill-opacity: ${({ $tone }) => ({ faint: 0.35, soft: 0.6, strong: 0.95 })[$tone]};
`;

export function CardSvg({ viewBox, children }: { viewBox: string; children: ReactNode }) {
  return (
    <Svg viewBox={viewBox} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      {children}
    </Svg>
  );
}

