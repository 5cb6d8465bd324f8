import { CONTINENT_CARD_MAPS } from '../data/generated/continent-card-maps';
import { continentSlugOf } from '../data/place-slug';
import type { Destination } from '../data/types';
import { CardSvg, Land } from './card-map';

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
