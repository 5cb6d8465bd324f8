import styled from 'styled-components';
import type { ContinentSlug } from '../data/continents';
import { PAGE_MAPS } from '../data/generated/page-maps';
import { MapMarker } from './map-marker';

/**
 * The map's faint sea (white at this alpha over the page band) and its neighbours (white at this alpha over the sea).
 * Exported for styles/map-colours.test.ts, which composites them as the browser paints them.
 */
export const MAP_SEA_ALPHA = 0.1;
export const MAP_NEIGHBOURS_ALPHA = 0.25;

/**
 * A continent or region page's map, drawn at build time (scripts/generate-maps.ts): the continent with the
 * borders between its countries, neighbours faint, the places marked and, on a region page, its countries
 * shaded. It says something the hero's text does not (where), so it is an image with a label.
 */
/** An inset: its own sea and a rim, so land cut at the frame reads as the map's edge. */
const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 5 / 2;
  background: rgba(255, 255, 255, ${MAP_SEA_ALPHA});
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const Neighbours = styled.path`
  fill: ${({ theme }) => theme.color.white};
  fill-opacity: ${MAP_NEIGHBOURS_ALPHA};
`;

const Continent = styled.path`
  fill: ${({ theme }) => theme.color.sand};
`;

const Shaded = styled.path`
  fill: ${({ theme }) => theme.color.gold};
`;

const Borders = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.color.muted};
  stroke-width: 0.6;
  stroke-linejoin: round;
`;

type PageMapPlace = { continent: string; x: number; y: number; countries: readonly string[] };

interface PageMapProps {
  continent: ContinentSlug;
  /** Place slugs (places-geo.ts) to mark. */
  places: readonly string[];
  /** Shade the places' countries too (a region page). */
  shade?: boolean;
  label: string;
}

export function PageMap({ continent, places, shade = false, label }: PageMapProps) {
  const map = PAGE_MAPS.continents[continent];
  const spots = places.flatMap((slug) => {
    const spot = (PAGE_MAPS.places as Record<string, PageMapPlace | undefined>)[slug];
    return spot?.continent === continent ? [{ slug, ...spot }] : [];
  });
  const paths = map.countries as Record<string, string | undefined>;
  // A country too small to draw at this scale has no path (the spot still marks it).
  const countries = shade ? [...new Set(spots.flatMap((spot) => spot.countries))].filter((name) => paths[name]) : [];
  return (
    <Svg viewBox={PAGE_MAPS.viewBox} role="img" aria-label={label}>
      <Neighbours d={map.land} />
      <Continent d={map.continent} />
      {countries.map((name) => (
        <Shaded key={name} d={paths[name]} />
      ))}
      <Borders d={map.borders} />
      {spots.map((spot) => (
        <MapMarker key={spot.slug} x={spot.x} y={spot.y} r={5} />
      ))}
    </Svg>
  );
}
