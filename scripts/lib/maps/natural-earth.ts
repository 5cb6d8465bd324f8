/**
 * Natural Earth (public domain) as world-atlas ships it: TopoJSON of the countries and the land at 1:110 million
 * and 1:50 million. Read at generation time only; nothing here reaches a browser bundle.
 */
import { readFileSync } from 'node:fs';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import type { Feature, GeoJsonProperties, Geometry } from 'geojson';

export type Resolution = '110m' | '50m';

export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>;
export type CountryGeometry = GeometryObject<{ name: string }>;
export type CountryFeature = Feature<Geometry, GeoJsonProperties & { name: string }>;

const FILES: Record<Resolution, string> = {
  '110m': require.resolve('world-atlas/countries-110m.json'),
  '50m': require.resolve('world-atlas/countries-50m.json'),
};

const cache = new Map<Resolution, CountriesTopology>();

/** world-atlas's countries file (it holds a `land` object too), with each point's simplification weight. */
export function loadCountries(resolution: Resolution = '110m'): CountriesTopology {
  let topology = cache.get(resolution);
  if (!topology) {
    topology = presimplify(JSON.parse(readFileSync(FILES[resolution], 'utf8')) as CountriesTopology, sphericalTriangleArea);
    cache.set(resolution, topology);
  }
  return topology;
}

/**
 * Drops every point whose triangle (Visvalingam) is smaller than `pixels` square pixels once projected at
 * `scale` pixels per radian: a weight is a spherical area in steradians, and one steradian is scale² px².
 * Arcs are shared, so neighbouring countries keep a common border.
 */
export function simplifiedFor(topology: CountriesTopology, scale: number, pixels = 1.8): CountriesTopology {
  return simplify(topology, pixels / (scale * scale)) as CountriesTopology;
}
