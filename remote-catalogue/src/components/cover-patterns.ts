/**
 * The pattern families of the generated covers, one per kind of book, each drawn as SVG path data in a band of
 * COVER_BAND units from a few numbers the book's id decides (cover-design.ts). Strokes only: the colour and
 * width come from the design.
 */
export const COVER_BAND = { width: 240, height: 84 } as const;

export type PatternFamily = 'waves' | 'hatch' | 'circles' | 'grid' | 'stripes' | 'peaks' | 'dots' | 'rays';

/** Three numbers in [0, 1) from the book's id: where a pattern starts, how dense it is, which way it leans. */
export type PatternSeed = readonly [number, number, number];

const { width: W, height: H } = COVER_BAND;
const r1 = (n: number) => Math.round(n * 10) / 10;

function lines(count: number, draw: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => draw(i)).join('');
}

const PATTERNS: Record<PatternFamily, (seed: PatternSeed) => string> = {
  /** Memoirs: the long swell of remembered water. */
  waves: ([start, density, lean]) => {
    const gap = 10 + density * 8;
    const half = 14 + lean * 14;
    const amp = 3 + lean * 5;
    const swell = Array.from({ length: Math.ceil(W / half) + 2 }, () => `${r1(half)} 0`).join(' ');
    return lines(Math.ceil(H / gap) + 1, (i) => `M${r1(-start * half * 2)} ${r1(i * gap)}q${r1(half / 2)} ${r1(-amp)} ${r1(half)} 0t${swell}`);
  },
  /** Crime: diagonal hatching, like a case file's cover. */
  hatch: ([start, density, lean]) => {
    const gap = 7 + density * 7;
    const dx = (lean < 0.5 ? 1 : -1) * (30 + lean * 40);
    return lines(Math.ceil((W + Math.abs(dx)) / gap) + 1, (i) => `M${r1(i * gap - Math.max(dx, 0) + start * gap)} 0l${r1(dx)} ${H}`);
  },
  /** Poetry: rings spreading from a point, as from a stone in a pond. */
  circles: ([start, density, lean]) => {
    const cx = r1(W * (0.15 + start * 0.7));
    const cy = r1(H * (lean < 0.5 ? 0.1 : 0.9));
    const gap = 8 + density * 8;
    return lines(Math.ceil(W / gap), (i) => {
      const r = r1(gap * (i + 1));
      return `M${r1(cx - r)} ${cy}a${r} ${r} 0 1 0 ${r1(2 * r)} 0a${r} ${r} 0 1 0 ${r1(-2 * r)} 0`;
    });
  },
  /** History: a surveyor's grid. */
  grid: ([start, density]) => {
    const gap = 12 + density * 10;
    const off = start * gap;
    return lines(Math.ceil(W / gap) + 1, (i) => `M${r1(off + i * gap)} 0v${H}`) + lines(Math.ceil(H / gap) + 1, (i) => `M0 ${r1(off / 2 + i * gap)}h${W}`);
  },
  /** Novels: bands of different widths, like the cloth of a bound spine. */
  stripes: ([start, density, lean]) => {
    const gap = 7 + density * 7;
    const vertical = lean >= 0.5;
    const count = Math.ceil((vertical ? W : H) / gap) + 1;
    return lines(count, (i) => (i % 3 === Math.floor(start * 3) ? '' : vertical ? `M${r1(i * gap)} 0v${H}` : `M0 ${r1(i * gap)}h${W}`));
  },
  /** Travel and adventure: ridge lines of a mountain range. */
  peaks: ([start, density, lean]) => {
    const gap = 12 + density * 8;
    const run = 12 + lean * 16;
    const rise = 6 + lean * 8;
    return lines(Math.ceil(H / gap) + 1, (i) => `M${r1(-start * run * 2)} ${r1(i * gap + rise)}${`l${r1(run)} ${r1(-rise)} ${r1(run)} ${r1(rise)}`.repeat(Math.ceil(W / run / 2) + 2)}`);
  },
  /** Nature writing: seeds scattered in rows. */
  dots: ([start, density]) => {
    const gap = 10 + density * 8;
    const rows = Math.ceil(H / gap) + 1;
    return lines(rows, (row) => lines(Math.ceil(W / gap) + 1, (col) => `M${r1(col * gap + ((row % 2) + start) * (gap / 2))} ${r1(row * gap)}h0`));
  },
  /** Essays: rays from a point of view. */
  rays: ([start, density, lean]) => {
    const cx = W * (0.2 + start * 0.6);
    const cy = lean < 0.5 ? H + 4 : -4;
    const count = 10 + Math.round(density * 10);
    return lines(count, (i) => {
      const angle = Math.PI * ((i + 0.5) / count);
      const length = W * 1.2;
      return `M${r1(cx)} ${cy}l${r1(Math.cos(angle) * length)} ${r1((cy > 0 ? -1 : 1) * Math.sin(angle) * length)}`;
    });
  },
};

/** The band's path data; stroke it, do not fill it. */
export function patternPath(family: PatternFamily, seed: PatternSeed): string {
  return PATTERNS[family](seed);
}
