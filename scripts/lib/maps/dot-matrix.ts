/**
 * A stylised map as a matrix of dots: a grid over the frame, one dot where the grid point falls on land. Written
 * as one path of zero-length strokes (`m7 0h0`, drawn with round caps), each relative to the dot before, which a
 * few hundred dots keep to a few kilobytes that compress well.
 */
import { geoBounds, geoContains, type GeoProjection } from 'd3-geo';
import type { MultiPolygon, Polygon } from 'geojson';

/** Each polygon with its bounding box, so a grid point is tested only against land that could hold it. */
function indexed(land: MultiPolygon) {
  return land.coordinates.map((coordinates) => {
    const polygon: Polygon = { type: 'Polygon', coordinates };
    const [[west, south], [east, north]] = geoBounds(polygon);
    // A polygon across the antimeridian has west > east.
    const holdsLon = west <= east ? (lon: number) => lon >= west && lon <= east : (lon: number) => lon >= west || lon <= east;
    return (lon: number, lat: number) => lat >= south && lat <= north && holdsLon(lon) && geoContains(polygon, [lon, lat]);
  });
}

/** The point's longitude and latitude, or nothing where the frame lies outside the projected globe. */
function onGlobe(projection: GeoProjection, x: number, y: number): [number, number] | undefined {
  const lonLat = projection.invert?.([x, y]);
  // Outside the globe's outline an inverse still answers, with a point that does not project back there.
  const back = lonLat && Math.abs(lonLat[0]) <= 180 && Math.abs(lonLat[1]) <= 90 ? projection(lonLat) : null;
  return lonLat && back && Math.hypot(back[0] - x, back[1] - y) < 0.5 ? lonLat : undefined;
}

export function dotMatrix(projection: GeoProjection, land: MultiPolygon, width: number, height: number, step: number): string {
  const tests = indexed(land);
  const parts: string[] = [];
  let pen: [number, number] = [0, 0];
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < width; x += step) {
      const lonLat = onGlobe(projection, x, y);
      if (!lonLat || !tests.some((onLand) => onLand(lonLat[0], lonLat[1]))) continue;
      const [dx, dy] = [Math.round(x - pen[0]), Math.round(y - pen[1])];
      parts.push(`m${dx}${dy < 0 ? '' : ' '}${dy}h0`);
      pen = [pen[0] + dx, pen[1] + dy];
    }
  }
  return parts.join('');
}
