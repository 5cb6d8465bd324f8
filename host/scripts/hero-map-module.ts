/**
 * The home hero's world map, drawn at build time from Natural Earth (world-atlas): the land as a matrix of dots
 * (Equal Earth projection), and the places the hero's books take a reader, as spots. The host's own list, not
 * read from the catalogue: the host holds no remote content (docs/decisions/001), and the picture is decorative.
 * The browser gets only src/pages/generated/hero-map.ts; test/hero-map.test.ts checks it is up to date.
 */
import { geoEqualEarth } from 'd3-geo';
import { merge } from 'topojson-client';
import { dotMatrix } from '../../scripts/lib/maps/dot-matrix';
import { projectPoint } from '../../scripts/lib/maps/fit';
import { generatedModule, NATURAL_EARTH } from '../../scripts/lib/generated-module';
import { loadCountries } from '../../scripts/lib/maps/natural-earth';

const FRAME = { width: 480, height: 210, step: 5 };

/** [longitude, latitude]: Tuscany, Provence, the Highlands, Tokyo, Kerala, Singapore, Route 66, Patagonia, the Caribbean, the Serengeti, Cape Town, the Sahara. */
const SPOTS: readonly (readonly [number, number])[] = [
  [11.2, 43.4], [5.6, 43.8], [-4.8, 57.2], [139.7, 35.7], [76.5, 10.2], [103.8, 1.35],
  [-101.8, 35.2], [-69.5, -47.5], [-70.5, 18.8], [34.8, -2.3], [18.4, -33.9], [8, 23.5],
];

export function renderHeroMapModule(): string {
  const topology = loadCountries('110m');
  const land = merge(topology, topology.objects.land.geometries as never);
  // Antarctica is left off: the frame ends at 58° S, where the books do.
  land.coordinates = land.coordinates.filter((polygon) => polygon[0]!.some(([, lat]) => lat! > -58));
  const projection = geoEqualEarth().fitExtent(
    [
      [4, 4],
      [FRAME.width - 4, FRAME.height - 4],
    ],
    { type: 'MultiPoint', coordinates: [[0, 84], [0, -56], [-179.9, 0], [179.9, 0]] },
  );
  return generatedModule('host/scripts/generate-hero-map.ts', NATURAL_EARTH, 'The home hero\'s world map of dots and its spots (src/pages/hero-map.tsx draws them).', {
    HERO_MAP: {
      viewBox: `0 0 ${FRAME.width} ${FRAME.height}`,
      dots: dotMatrix(projection, land, FRAME.width, FRAME.height, FRAME.step),
      spots: SPOTS.map((spot) => projectPoint(projection, spot)),
    },
  });
}
