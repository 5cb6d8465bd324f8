/** What `npm run bench` measures and where: its environment switches (BENCH_*), ports, folders and pages. */
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

export const benchDir = path.join(import.meta.dirname, '..');
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
export const SIGNUPS = Math.max(1, Number(process.env.BENCH_SIGNUPS ?? 100_000));
export const BURST = Math.max(1, Number(process.env.BENCH_BURST ?? 500));
/**
 * Lighthouse navigations per page and variant; the report takes Lighthouse's own median run of them (lib/lighthouse.ts).
 * Its guidance is five for a decision; three already drop the one outlier run that moved a score by 10 points here.
 */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const SECTIONS = ['pages', 'lighthouse', 'burst', 'admin'] as const;
type Section = (typeof SECTIONS)[number];
/**
 * BENCH_ONLY=pages,lighthouse,burst,admin runs a part, for working on one figure; such a run writes its report under
 * bench/.work/partial-<port>/ so it never replaces the committed bench/report.md. BENCH_PORT moves the servers
 * (host, +1..+3 the remotes, +10 the monolith) so two partial runs can share a machine.
 */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
for (const name of ONLY) {
  if (!(SECTIONS as readonly string[]).includes(name)) throw new Error(`BENCH_ONLY: unknown section "${name}" (use ${SECTIONS.join(', ')})`);
}
export const runs = (section: Section) => ONLY.length === 0 || ONLY.includes(section);
export const BASE_PORT = Number(process.env.BENCH_PORT ?? 4400);
if (!Number.isInteger(BASE_PORT) || BASE_PORT < 1024 || BASE_PORT > 65000) throw new Error('BENCH_PORT must be a port number from 1024 to 65000');
export const PORTS = { host: BASE_PORT, catalogue: BASE_PORT + 1, engagement: BASE_PORT + 2, admin: BASE_PORT + 3 } as const;
export const MONOLITH_PORT = BASE_PORT + 10;
export const WORK_DIR = path.join(benchDir, '.work', ONLY.length === 0 && BASE_PORT === 4400 ? '' : `partial-${BASE_PORT}`);
export const REPORT_DIR = ONLY.length === 0 ? benchDir : WORK_DIR;
/**
 * For iterating on a partial run: BENCH_REUSE_BUILD=1 serves the builds a previous partial run left in its
 * directory instead of building again (no build times then). A full run always builds cold.
 */
export const REUSE_BUILD = process.env.BENCH_REUSE_BUILD === '1' && ONLY.length > 0;
export const FEDERATED_DIR = path.join(WORK_DIR, 'federated');
export const MONOLITH_DIR = path.join(WORK_DIR, 'monolith');

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * `marker`: text only the page's own content has (a remote's part of it, not the host's shell), looked for in the
 * first HTML and timed to its first paint. `lighthouse`: the pages Lighthouse scores (issue #13 item 7).
 */
interface BenchPage {
  path: string;
  marker: string;
  admin?: boolean;
  lighthouse?: boolean;
  ready(page: Page): Promise<void>;
}

const ALL_PAGES: BenchPage[] = [
  { path: '/', marker: 'Featured Mediterranean classics', lighthouse: true, ready: (p) => p.getByRole('heading', { name: /Explore by genre/i }).first().waitFor() },
  { path: '/destinations/asia', marker: 'The God of Small Things', lighthouse: true, ready: (p) => p.getByRole('heading', { level: 1, name: /asia/i }).first().waitFor() },
  { path: '/destinations/regions/tokyo', marker: 'Norwegian Wood', lighthouse: true, ready: (p) => p.getByRole('heading', { level: 1, name: /tokyo/i }).first().waitFor() },
  { path: '/genres/poetry', marker: 'Composed upon Westminster Bridge', lighthouse: true, ready: (p) => p.getByRole('heading', { level: 1, name: /poetry/i }).first().waitFor() },
  { path: '/books', marker: 'Find your next book', lighthouse: true, ready: (p) => p.getByRole('heading', { level: 1, name: 'All books' }).waitFor() },
  { path: '/auth', marker: 'Sign in to Wanderpages', lighthouse: true, ready: (p) => p.getByRole('button', { name: 'Sign In', exact: true }).waitFor() },
  {
    path: '/newsletter-admin',
    marker: 'Newsletter Signups',
    admin: true,
    ready: (p) => p.getByRole('heading', { level: 1, name: 'Newsletter Signups' }).waitFor(),
  },
];

/** BENCH_PAGES=/,/auth measures only those pages (for a partial run). */
const PAGE_FILTER = (process.env.BENCH_PAGES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
for (const name of PAGE_FILTER) {
  if (!ALL_PAGES.some((p) => p.path === name)) throw new Error(`BENCH_PAGES: unknown page "${name}" (use ${ALL_PAGES.map((p) => p.path).join(', ')})`);
}
export const PAGES = PAGE_FILTER.length === 0 ? ALL_PAGES : ALL_PAGES.filter((p) => PAGE_FILTER.includes(p.path));
