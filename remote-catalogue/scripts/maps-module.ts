/**
 * The catalogue's maps, drawn from Natural Earth at build time (public domain, through world-atlas):
 * - card maps, a destination card's banner: a continent card shows its continent shaded among paler neighbours;
 *   a place card a close-up around its spot (1:50m coasts), the place's countries shaded, the spot in the middle;
 * - page maps, a continent or region page's hero: the continent with the borders between its countries, each
 *   place's spot, and the countries a place shades.
 * The browser gets only these path strings (src/data/generated/), never d3 or TopoJSON. Run by
 * scripts/generate-data.ts; src/data/generated-maps.test.ts checks that the committed files match.
 */
import type { GeoProjection } from 'd3-geo';
import { feature, merge, mesh } from 'topojson-client';
import type { GeometryObject } from 'topojson-specification';
import { continentOf } from '../../scripts/lib/maps/continent-of';
import { closeUpProjection, fittedProjection, pathData, projectPoint, type Frame } from '../../scripts/lib/maps/fit';
import { generatedModule, NATURAL_EARTH } from '../../scripts/lib/generated-module';
import { loadCountries, simplifiedFor, type CountriesTopology, type CountryFeature, type CountryGeometry, type Resolution } from '../../scripts/lib/maps/natural-earth';
import type { ContinentSlug } from '../src/data/continents';
import { CONTINENT_GEO, PLACE_GEO, type PlaceSlug } from '../src/data/places-geo';

/**
 * Cards: 17:5, as wide as the widest card banner; shown with "slice", a narrower banner (down to 2:1) loses the
 * sides, so continents are fitted into the middle 2:1 and close-ups are centred on their spot.
 * Pages: 5:2, shown whole.
 */
const CARD_FRAME: Frame = { width: 255, height: 75, padding: 5, fitWidth: 150 };
const PAGE_FRAME: Frame = { width: 500, height: 200, padding: 8 };

const CONTINENTS = Object.keys(CONTINENT_GEO) as ContinentSlug[];
const PLACES = Object.entries(PLACE_GEO) as [PlaceSlug, (typeof PLACE_GEO)[PlaceSlug]][];

function countryGeometries(topology: CountriesTopology): CountryGeometry[] {
  return topology.objects.countries.geometries as CountryGeometry[];
}

function named(topology: CountriesTopology, names: readonly string[]): CountryGeometry[] {
  return names.map((name) => {
    const geometry = countryGeometries(topology).find((g) => (g.properties as { name?: string } | undefined)?.name === name);
    if (!geometry) throw new Error(`places-geo.ts: no country named "${name}" in Natural Earth`);
    return geometry;
  });
}

/** The map's projection, and the topology simplified to what its scale can show. */
function setUp(projection: GeoProjection, resolution: Resolution) {
  return { projection, topology: simplifiedFor(loadCountries(resolution), projection.scale()) };
}

function continentLayers(continent: ContinentSlug, frame: Frame, borders: boolean) {
  const { projection, topology } = setUp(fittedProjection(CONTINENT_GEO[continent].box, frame), '110m');
  const inContinent = (g: GeometryObject) => continentOf(feature(topology, g) as CountryFeature) === continent;
  const all = countryGeometries(topology);
  const layers = {
    land: pathData(projection, merge(topology, all.filter((g) => !inContinent(g)) as never), { minRingArea: 3 }),
    continent: pathData(projection, merge(topology, all.filter(inContinent) as never)),
  };
  if (!borders) return layers;
  const shaded = [...new Set(PLACES.filter(([, p]) => p.continent === continent).flatMap(([, p]) => p.countries))].sort();
  return {
    ...layers,
    borders: pathData(projection, mesh(topology, topology.objects.countries, (a, b) => a !== b && inContinent(a) && inContinent(b)), { minLineLength: 4 }),
    // Islands too small to see at this scale (Jamaica on the Americas) are left out.
    countries: Object.fromEntries(
      shaded.map((name) => [name, pathData(projection, feature(topology, named(topology, [name])[0]!), { minRingArea: 0.5 })]).filter(([, d]) => d),
    ),
  };
}

/** The shaded countries and the rest of the land are separate paths, so no coast is written twice. */
function closeUp({ spot, span, countries }: (typeof PLACE_GEO)[PlaceSlug]) {
  const { projection, topology } = setUp(closeUpProjection(spot, span, CARD_FRAME), '50m');
  const shaded = named(topology, countries);
  return {
    land: pathData(projection, merge(topology, countryGeometries(topology).filter((g) => !shaded.includes(g)) as never), { minRingArea: 3 }),
    shade: pathData(projection, merge(topology, shaded as never), { minRingArea: 1 }),
  };
}

function pageSpots() {
  const projections = new Map(CONTINENTS.map((c) => [c, fittedProjection(CONTINENT_GEO[c].box, PAGE_FRAME)]));
  return Object.fromEntries(
    PLACES.map(([slug, { continent, spot, countries }]) => [slug, { continent, ...projectPoint(projections.get(continent)!, spot), countries }]),
  );
}

const viewBox = ({ width, height }: Frame) => `0 0 ${width} ${height}`;

export const MAP_MODULES = ['continent-card-maps', 'place-card-maps', 'page-maps'] as const;
export type MapModule = (typeof MAP_MODULES)[number];

/**
 * The text of src/data/generated/<module>.ts. Three modules, so a bundle holds only the maps it can show: the
 * home page's continent cards need neither the close-ups nor the page maps.
 */
export function renderMapsModule(module: MapModule): string {
  const generator = 'remote-catalogue/scripts/generate-data.ts';
  switch (module) {
    case 'continent-card-maps':
      return generatedModule(generator, NATURAL_EARTH, 'Continent cards\' banner maps (src/components/card-map.tsx draws them).', {
        CONTINENT_CARD_MAPS: {
          viewBox: viewBox(CARD_FRAME),
          continents: Object.fromEntries(CONTINENTS.map((c) => [c, continentLayers(c, CARD_FRAME, false)])),
        },
      });
    case 'place-card-maps':
      return generatedModule(generator, NATURAL_EARTH, 'Place cards\' close-up maps, the spot in the middle (src/components/card-map.tsx draws them).', {
        PLACE_CARD_MAPS: {
          viewBox: viewBox(CARD_FRAME),
          spot: { x: CARD_FRAME.width / 2, y: CARD_FRAME.height / 2 },
          places: Object.fromEntries(PLACES.map(([slug, place]) => [slug, closeUp(place)])),
        },
      });
    case 'page-maps':
      return generatedModule(generator, NATURAL_EARTH, 'Continent and region pages\' hero maps (src/components/page-map.tsx draws them).', {
        PAGE_MAPS: {
          viewBox: viewBox(PAGE_FRAME),
          continents: Object.fromEntries(CONTINENTS.map((c) => [c, continentLayers(c, PAGE_FRAME, true)])),
          places: pageSpots(),
        },
      });
  }
}
