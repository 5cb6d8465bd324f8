import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CONTINENT_CARD_MAPS } from '../data/generated/continent-card-maps';
import { PLACE_CARD_MAPS } from '../data/generated/place-card-maps';
import { continentSlugOf, placeSlugOf } from '../data/place-slug';
import type { Destination } from '../data/types';
import { MapMarker } from './map-marker';

/**
 * A destination card's banner map, drawn at build time (scripts/generate-maps.ts): paths only, no map code in the
 * browser. Decorative: the card's heading already names the place, so it is hidden from assistive tech. It fills
 * the banner ("slice"): a narrow card loses the map's sides, never its middle, where the place is.
 */
const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
`;

/** Land on the card's gradient: neighbours faint, the place's own continent or countries light. */
const Land = styled.path<{ $tone: 'faint' | 'soft' | 'strong' }>`
  fill: ${({ theme }) => theme.color.paper};
  fill-opacity: ${({ $tone }) => ({ faint: 0.35, soft: 0.6, strong: 0.95 })[$tone]};
`;

function CardSvg({ viewBox, children }: { viewBox: string; children: ReactNode }) {
  return (
    <Svg viewBox={viewBox} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      {children}
    </Svg>
  );
}

/** A continent card: the continent among its paler neighbours. */
export function ContinentCardMap({ destination }: { destination: Destination }) {
  const slug = continentSlugOf(destination);
  const map = slug && CONTINENT_CARD_MAPS.continents[slug];
  if (!map) return null;
  return (
    <CardSvg viewBox={CONTINENT_CARD_MAPS.viewBox}>
      <Land $tone="faint" d={map.land} />
      <Land $tone="strong" d={map.continent} />
    </CardSvg>
  );
}

/** A place card: a close-up around the place, its countries shaded, its spot in the middle. */
export function PlaceCardMap({ destination }: { destination: Destination }) {
  const map = (PLACE_CARD_MAPS.places as Record<string, { land: string; shade: string } | undefined>)[placeSlugOf(destination)];
  if (!map) return null;
  const { spot } = PLACE_CARD_MAPS;
  return (
    <CardSvg viewBox={PLACE_CARD_MAPS.viewBox}>
      <Land $tone="soft" d={map.land} />
      {map.shade ? <Land $tone="strong" d={map.shade} /> : null}
      <MapMarker x={spot.x} y={spot.y} r={3.5} />
    </CardSvg>
  );
}
