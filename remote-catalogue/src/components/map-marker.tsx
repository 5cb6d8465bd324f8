import styled from 'styled-components';

/**
 * A place's spot: an ink dot in a white ring. The dot stands out from every land colour the maps use and the
 * ring from the darkest sea (WCAG 1.4.11: 3:1 against what is next to it; test/map-colours.test.ts).
 */
const Dot = styled.circle`
  fill: ${({ theme }) => theme.color.ink};
  stroke: ${({ theme }) => theme.color.white};
`;

export function MapMarker({ x, y, r }: { x: number; y: number; r: number }) {
  return <Dot cx={x} cy={y} r={r} strokeWidth={r * 0.45} />;
}
