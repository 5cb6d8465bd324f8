/**
 * A d3-geo path context that writes compact SVG path data: coordinates rounded to whole units of the viewBox,
 * relative moves and lines (`m`/`l`, no separators before a minus), repeated points dropped, and rings or lines
 * too small to see at that resolution left out. Rounding is done on absolute positions, so errors never add up.
 */
export interface PathWriterOptions {
  /** Rings whose area (in square viewBox units) is below this are dropped (islands a pixel wide). */
  minRingArea?: number;
  /** Open lines (borders) shorter than this are dropped. */
  minLineLength?: number;
}

type Point = readonly [number, number];

export class PathWriter {
  private readonly out: string[] = [];
  private current: Point[] = [];
  /** The pen after the last emitted piece: relative commands start from here. */
  private pen: Point = [0, 0];
  private readonly minRingArea: number;
  private readonly minLineLength: number;

  constructor({ minRingArea = 2, minLineLength = 3 }: PathWriterOptions = {}) {
    this.minRingArea = minRingArea;
    this.minLineLength = minLineLength;
  }

  /** d3-geo's context interface; each ring or line begins with moveTo anyway. */
  beginPath(): void {}

  moveTo(x: number, y: number): void {
    this.flush(false);
    this.current = [[Math.round(x), Math.round(y)]];
  }

  lineTo(x: number, y: number): void {
    const point: Point = [Math.round(x), Math.round(y)];
    const last = this.current.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) this.current.push(point);
  }

  closePath(): void {
    this.flush(true);
  }

  /** d3-geo calls arc() only for Point geometries, which maps draw as markers of their own. */
  arc(): void {
    throw new Error('PathWriter: draw points as markers, not through the path');
  }

  /** The path data written so far (empty when everything was too small). */
  result(): string {
    this.flush(false);
    return this.out.join('');
  }

  private flush(closed: boolean): void {
    const points = this.current;
    this.current = [];
    if (closed) {
      const first = points[0];
      const last = points.at(-1);
      if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
      if (points.length < 3 || Math.abs(ringArea(points)) < this.minRingArea) return;
    } else if (points.length < 2 || lineLength(points) < this.minLineLength) {
      return;
    }
    const [start, ...rest] = points as [Point, ...Point[]];
    let text = `m${numbers([start[0] - this.pen[0], start[1] - this.pen[1]])}`;
    let previous = start;
    if (rest.length) {
      text += `l${numbers(rest.flatMap((p) => { const d = [p[0] - previous[0], p[1] - previous[1]]; previous = p; return d; }))}`;
    }
    // After `z` the pen returns to the ring's start; after an open line it stays at the line's end.
    if (closed) text += 'z';
    this.pen = closed ? start : previous;
    this.out.push(text);
  }
}

/** Numbers in SVG path syntax: a space between them, none where the next one's minus sign separates them. */
function numbers(values: readonly number[]): string {
  return values.reduce<string>((text, value, i) => (i === 0 || value < 0 ? text + value : `${text} ${value}`), '');
}

function ringArea(points: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i] as Point;
    const [x1, y1] = points[(i + 1) % points.length] as Point;
    twice += x0 * y1 - x1 * y0;
  }
  return twice / 2;
}

function lineLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] as Point;
    const [x1, y1] = points[i] as Point;
    length += Math.hypot(x1 - x0, y1 - y0);
  }
  return length;
}
