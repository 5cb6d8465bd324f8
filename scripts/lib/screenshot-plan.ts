import { CATALOGUE_ROUTES } from '../../e2e/spec-routes';

/** Who is looking: nobody signed in, a reader, an admin. */
export type ViewerState = 'signed-out' | 'signed-in' | 'admin';

const VIEWER_STATES: readonly ViewerState[] = ['signed-out', 'signed-in', 'admin'];

/** The two widths the design is checked at: a laptop and a phone (docs/decisions/029-one-design-system.md). */
export const VIEWPORTS = {
  1280: { width: 1280, height: 800 },
  390: { width: 390, height: 844 },
} as const;

export type ViewportWidth = keyof typeof VIEWPORTS;

const VIEWPORT_WIDTHS = Object.keys(VIEWPORTS).map(Number) as ViewportWidth[];

/**
 * Every route of docs/product/screens.md#route-table, and two not-found pages (the host's, and the catalogue's with
 * its nearest pages). A shot is named by its path.
 */
const SCREENSHOT_ROUTES: readonly string[] = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/auth',
  '/newsletter-admin',
  ...CATALOGUE_ROUTES,
  '/no-such-page',
  '/destinations/regions/paris',
];

/** "/" → "home", "/destinations/regions/tokyo" → "destinations-regions-tokyo". */
export function shotName(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-');
}

export interface ScreenshotOptions {
  outDir: string;
  routes: readonly string[];
  states: readonly ViewerState[];
  widths: readonly ViewportWidth[];
  /** The whole scrolling page (default) or the first screen only. */
  fullPage: boolean;
}

function listArg(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',').map((item) => item.trim()).filter(Boolean);
}

/**
 * `--out .tmp/after --routes /,/auth --states admin --widths 390 --viewport-only`: every option narrows the
 * default (every route, state and width, whole pages, into screenshots/).
 */
export function parseScreenshotArgs(argv: readonly string[], defaultOut: string): ScreenshotOptions {
  const args = new Map<string, string | undefined>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"`);
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (key === 'viewport-only') args.set(key, 'true');
    else args.set(key, inline ?? argv[(i += 1)]);
  }
  const known = new Set(['out', 'routes', 'states', 'widths', 'viewport-only']);
  for (const key of args.keys()) if (!known.has(key)) throw new Error(`Unknown option --${key}`);

  const states = (listArg(args.get('states')) ?? VIEWER_STATES) as ViewerState[];
  for (const state of states) if (!VIEWER_STATES.includes(state)) throw new Error(`Unknown state "${state}" (${VIEWER_STATES.join(', ')})`);
  const widths = (listArg(args.get('widths'))?.map(Number) ?? VIEWPORT_WIDTHS) as ViewportWidth[];
  for (const width of widths) if (!(width in VIEWPORTS)) throw new Error(`Unknown width "${width}" (${VIEWPORT_WIDTHS.join(', ')})`);
  return {
    outDir: args.get('out') ?? defaultOut,
    routes: listArg(args.get('routes')) ?? SCREENSHOT_ROUTES,
    states,
    widths,
    fullPage: !args.has('viewport-only'),
  };
}
