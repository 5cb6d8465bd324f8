import { PLACE_CARD_MAPS } from '../data/generated/place-card-maps';
import { placeSlugOf } from '../data/place-slug';
import type { Destination } from '../data/types';
import { CardSvg, Land } from './card-map';
import { MapMarker } from './map-marker';

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
