/** Projections for a map's frame, and drawing GeoJSON through them as compact path data. */
import { geoAzimuthalEqualArea, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import { PathWriter, type PathWriterOptions } from './path-writer';

/** [[west, south], [east, north]] in degrees. */
export type LonLatBox = readonly [readonly [number, number], readonly [number, number]];

export interface Frame {
  width: number;
  height: number;
  /** Room left around the fitted box, in viewBox units. */
  padding: number;
  /**
   * The width of the frame's middle part that the box is fitted into; the parts either side still get land.
   * A map shown with preserveAspectRatio "slice" in a narrower box loses only those sides.
   */
  fitWidth?: number;
}

/** The box's outline, densified, so fitting sees its curved edges and not just four corners. */
function boxOutline([[west, south], [east, north]]: LonLatBox): GeoPermissibleObjects {
  const points: [number, number][] = [];
  for (let i = 0; i <= 20; i++) {
    const lon = west + ((east - west) * i) / 20;
    const lat = south + ((north - south) * i) / 20;
    points.push([lon, south], [lon, north], [west, lat], [east, lat]);
  }
  return { type: 'MultiPoint', coordinates: points };
}

/** Land is cut at the frame (a unit outside it, so no hairline shows at the edge). */
function clippedToFrame(projection: GeoProjection, { width, height }: Frame): GeoProjection {
  return projection.clipExtent([
    [-1, -1],
    [width + 1, height + 1],
  ]);
}

/**
 * An equal-area azimuthal projection centred on the box (true shapes near the middle, areas comparable across
 * the map), scaled to fit the box in the frame's middle.
 */
export function fittedProjection(box: LonLatBox, frame: Frame): GeoProjection {
  const [[west, south], [east, north]] = box;
  const side = (frame.width - (frame.fitWidth ?? frame.width)) / 2;
  const projection = geoAzimuthalEqualArea()
    .rotate([-(west + east) / 2, -(south + north) / 2])
    // Land far from the centre is drawn (stretched) up to the frame's edges; only the antipode is left out.
    .clipAngle(150)
    .fitExtent(
      [
        [side + frame.padding, frame.padding],
        [frame.width - side - frame.padding, frame.height - frame.padding],
      ],
      boxOutline(box),
    );
  return clippedToFrame(projection, frame);
}

/** A close-up centred on a spot: `span` degrees of latitude fill the frame's height. */
export function closeUpProjection(spot: readonly [number, number], span: number, frame: Frame): GeoProjection {
  const projection = geoAzimuthalEqualArea()
    .rotate([-spot[0], -spot[1]])
    .clipAngle(150)
    .scale(frame.height / ((span * Math.PI) / 180))
    .translate([frame.width / 2, frame.height / 2]);
  return clippedToFrame(projection, frame);
}

/** Path data for a GeoJSON object through a projection, rounded to whole viewBox units. */
export function pathData(projection: GeoProjection, object: GeoPermissibleObjects, options?: PathWriterOptions): string {
  const writer = new PathWriter(options);
  geoPath(projection, writer)(object);
  return writer.result();
}

/** A point's position in the frame, rounded to a tenth of a unit (markers are drawn from these). */
export function projectPoint(projection: GeoProjection, lonLat: readonly [number, number]): { x: number; y: number } {
  const xy = projection([lonLat[0], lonLat[1]]);
  if (!xy) throw new Error(`[${lonLat.join(', ')}] is on the far side of this map's projection`);
  return { x: Math.round(xy[0] * 10) / 10, y: Math.round(xy[1] * 10) / 10 };
}
