/**
 * Where the catalogue's places are, for the maps (scripts/generate-data.ts draws them at build time into
 * generated/*-maps.ts; nothing here is read in the browser). Each continent has the box of longitudes and
 * latitudes its map frames; each place card (a region page, a Europe city, a genre page's destination) has a
 * spot, the continent whose map it is marked on, how much of the globe its card's close-up shows, and the
 * countries shaded under it, by their Natural Earth names (none where a place spans a sea or a desert, or its
 * country is too small for a 1:110m map, like Singapore).
 */
import type { ContinentSlug } from './continents';

export interface ContinentGeo {
  /** [[west, south], [east, north]] in degrees. */
  box: readonly [readonly [number, number], readonly [number, number]];
}

export interface PlaceGeo {
  continent: ContinentSlug;
  /** [longitude, latitude] in degrees. */
  spot: readonly [number, number];
  /** Degrees of latitude the card's close-up map spans, top to bottom. */
  span: number;
  countries: readonly string[];
}

export const CONTINENT_GEO: Record<ContinentSlug, ContinentGeo> = {
  europe: { box: [[-12, 35], [34, 65]] },
  asia: { box: [[62, -8], [146, 52]] },
  americas: { box: [[-125, -56], [-34, 50]] },
  africa: { box: [[-18, -35], [52, 37]] },
};

const place = (continent: ContinentSlug, spot: readonly [number, number], span: number, ...countries: string[]): PlaceGeo => ({
  continent,
  spot,
  span,
  countries,
});

/** Keyed by the slug in the card's link (/destinations/regions/<slug>), or its name in kebab case for genre cards. */
export const PLACE_GEO = {
  // Region pages
  tuscany: place('europe', [11.2, 43.4], 9, 'Italy'),
  provence: place('europe', [5.6, 43.8], 9, 'France'),
  'scottish-highlands': place('europe', [-4.8, 57.2], 9, 'United Kingdom'),
  tokyo: place('asia', [139.7, 35.7], 12, 'Japan'),
  kerala: place('asia', [76.5, 10.2], 14, 'India'),
  singapore: place('asia', [103.8, 1.35], 10),
  route66: place('americas', [-101.8, 35.2], 26, 'United States of America'),
  patagonia: place('americas', [-69.5, -47.5], 30, 'Argentina', 'Chile'),
  caribbean: place('americas', [-70.5, 18.8], 22, 'Cuba', 'Dominican Rep.', 'Haiti', 'Jamaica', 'Puerto Rico', 'Bahamas', 'Trinidad and Tobago'),
  serengeti: place('africa', [34.8, -2.3], 16, 'Tanzania'),
  'cape-town': place('africa', [18.4, -33.9], 14, 'South Africa'),
  sahara: place('africa', [8, 23.5], 40),
  // Europe's city cards (their links land on the not-found page, as the spec says; the card still shows where)
  paris: place('europe', [2.35, 48.86], 9, 'France'),
  london: place('europe', [-0.13, 51.51], 9, 'United Kingdom'),
  dublin: place('europe', [-6.26, 53.35], 9, 'Ireland'),
  barcelona: place('europe', [2.17, 41.39], 9, 'Spain'),
  amsterdam: place('europe', [4.9, 52.37], 9, 'Netherlands'),
  vienna: place('europe', [16.37, 48.21], 9, 'Austria'),
  prague: place('europe', [14.42, 50.09], 9, 'Czechia'),
  istanbul: place('europe', [28.98, 41.01], 10, 'Turkey'),
  santorini: place('europe', [25.43, 36.39], 9, 'Greece'),
  // Genre pages' destination cards
  'english-countryside': place('europe', [-1.8, 52.3], 9, 'United Kingdom'),
  'nordic-countries': place('europe', [15, 61], 22, 'Sweden', 'Norway', 'Denmark', 'Iceland'),
  mediterranean: place('europe', [14, 38.5], 22, 'Italy', 'Greece', 'France'),
  rome: place('europe', [12.5, 41.9], 9, 'Italy'),
  kyoto: place('asia', [135.77, 35.01], 12, 'Japan'),
  cusco: place('americas', [-71.97, -13.53], 18, 'Peru'),
  'english-lake-district': place('europe', [-3.1, 54.5], 9, 'United Kingdom'),
  japan: place('asia', [138.2, 36.2], 18, 'Japan'),
} satisfies Record<string, PlaceGeo>;

export type PlaceSlug = keyof typeof PLACE_GEO;
