/**
 * Which continent a Natural Earth country belongs to, for shading a continent on its map. world-atlas keeps only
 * names and ISO numeric ids, so the continent is read from where the country's centroid lies: rough outlines of
 * Africa and Europe (the Suez–Red Sea line; the Urals, Caucasus and Bosphorus, Turkey and Cyprus on the Asian
 * side as Natural Earth has them), the Americas west of 25° W, Oceania south-east of Wallace's line.
 */
import { geoCentroid } from 'd3-geo';
import type { CountryFeature } from './natural-earth';

export type WorldContinent = 'europe' | 'asia' | 'americas' | 'africa' | 'oceania' | 'antarctica';

type Ring = readonly (readonly [number, number])[];

const AFRICA: Ring = [
  [-20, 37.5], [31, 37.5], [32.5, 30], [43.4, 12.7], [52, 12.5], [60, -10], [55, -40], [-20, -40],
];
const EUROPE: Ring = [
  [-30, 34], [-30, 82], [60, 82], [60, 50], [48, 45], [42, 42.5], [29, 40], [28, 34],
];

/** Ray casting in longitude/latitude: enough for outlines this coarse, none of which crosses the antimeridian. */
function inside([lon, lat]: readonly [number, number], ring: Ring): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

function continentAt(point: readonly [number, number]): WorldContinent {
  const [lon, lat] = point;
  if (lat < -60) return 'antarctica';
  if (lon >= -170 && lon <= -25) return 'americas';
  if (inside(point, AFRICA)) return 'africa';
  if (inside(point, EUROPE)) return 'europe';
  if (lon > 165 || lon < -170 || (lon > 110 && lat < -9) || (lon > 140 && lat < 0)) return 'oceania';
  return 'asia';
}

export function continentOf(country: CountryFeature): WorldContinent {
  return continentAt(geoCentroid(country));
}
