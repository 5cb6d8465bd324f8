/**
 * `npm run bench:search`: what the catalogue search costs (docs/decisions/027), on the builds in each app's dist/.
 *  1. Critical path: the bench's page loads (lib/page-metrics.ts, Slow 4G + CPU 4×) of pages that exist before
 *     and after, on this build and, when BENCH_SEARCH_BEFORE names a folder holding an earlier build's four
 *     dist/ folders (host/, remote-catalogue/, …), on that one too: JS before first paint, before the page's own
 *     content, and in all until the network is idle. The search code must be in none of them.
 *  2. First focus of the header search: the time and JS bytes until the catalogue's combobox has taken the plain
 *     field's place; then each keystroke's time to results (the whole catalogue is searched), CPU 4×.
 * Writes bench/search-report.md. Never fails on a number.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apps, rootDir } from '../scripts/lib/apps';
import { localRuntimeConfig } from '../scripts/lib/runtime-config-file';
import { serveSite, type SiteServers } from '../scripts/lib/site';
import { startBackend } from './lib/backend';
import { launchChromium } from './lib/browser';
import { measurePage, THROTTLING, type PageRun } from './lib/page-metrics';
import { progress } from './lib/progress';
import { measureSearch, pageJs, type FocusRun, type PageJs } from './lib/search-metrics';
import { median } from './lib/stats';

const RUNS = Math.max(1, Number(process.env.BENCH_SEARCH_RUNS ?? 3));
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 4460);
const BEFORE = process.env.BENCH_SEARCH_BEFORE ? path.resolve(process.env.BENCH_SEARCH_BEFORE) : undefined;
const REPORT = path.join(import.meta.dirname, 'search-report.md');

interface BenchPage {
  path: string;
  marker: string;
  ready(page: Page): Promise<void>;
  /** Not in builds from before the shelf. */
  newPage?: boolean;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).first().waitFor();
const PAGES: BenchPage[] = [
  { path: '/', marker: 'Featured Mediterranean classics', ready: (p) => p.getByRole('heading', { name: /Explore by genre/i }).first().waitFor() },
  { path: '/about', marker: 'Our Story', ready: h1('Our Story') },
  { path: '/destinations/asia', marker: 'The God of Small Things', ready: h1(/asia/i) },
  { path: '/destinations/regions/tokyo', marker: 'Norwegian Wood', ready: h1(/tokyo/i) },
  { path: '/books', marker: 'Find your next book', ready: h1('All books'), newPage: true },
  { path: '/books/the-old-capital', marker: 'Twin sisters separated at birth', ready: h1('The Old Capital'), newPage: true },
];
const FOCUS = [
  { path: '/about', query: 'kyoto' },
  { path: '/destinations/asia', query: 'cape town' },
];

const portsAt = (base: number) => ({ host: base, catalogue: base + 1, engagement: base + 2, admin: base + 3 });
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toString() : '–');

/** The catalogue's files that only its search modules load: never on a page until someone shows intent. */
function searchOnlyFiles(catalogueDist: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(catalogueDist, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const isSearch = (name: string) => name === 'Search' || name === 'SearchBox';
  const others = new Set(manifest.exposes.filter((e) => !isSearch(e.name)).flatMap((e) => e.assets.js.sync));
  return new Set(manifest.exposes.filter((e) => isSearch(e.name)).flatMap((e) => e.assets.js.sync).filter((file) => !others.has(file)));
}

async function main() {
  const backend = await startBackend();
  const sites: Array<{ variant: string; site: SiteServers; fileOf(url: URL): string | undefined; appOf(port: string): string }> = [];
  const serve = async (variant: string, base: number, dir?: string) => {
    const ports = portsAt(base);
    const distOf = (name: string) => {
      const app = apps.find((candidate) => candidate.options.name === name);
      return app && (dir ? path.join(dir, app.options.app) : app.distDir);
    };
    const nameOf = (port: string) => Object.entries(ports).find(([, p]) => String(p) === port)?.[0] ?? '?';
    const dirs = dir ? Object.fromEntries(apps.map((app) => [app.options.name, distOf(app.options.name)])) : {};
    const site = await serveSite({ config: localRuntimeConfig(backend.url, backend.anonKey, ports), ports, configInMemory: true, dirs });
    const fileOf = (url: URL) => {
      const root = distOf(nameOf(url.port));
      return root ? path.join(root, decodeURIComponent(url.pathname)) : undefined;
    };
    sites.push({ variant, site, fileOf, appOf: nameOf });
  };
  const browser = await launchChromium();
  try {
    await serve('this build', PORT);
    if (BEFORE) await serve('before', PORT + 10, BEFORE);

    const loads: PageRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of PAGES) {
        const order = run % 2 === 0 ? [...sites].reverse() : sites;
        for (const { variant, site } of order) {
          if (page.newPage && variant === 'before') continue;
          progress(`critical path: ${variant} ${page.path} (run ${run}/${RUNS})`);
          loads.push(await measurePage(browser, { variant, baseUrl: site.url, path: page.path, run, ready: page.ready, marker: page.marker }));
        }
      }
    }

    const exact: Array<{ variant: string; js: PageJs; appOf(port: string): string }> = [];
    for (const { variant, site, fileOf, appOf } of sites) {
      for (const page of PAGES) {
        if (page.newPage && variant === 'before') continue;
        progress(`every JS file, unthrottled: ${variant} ${page.path}`);
        exact.push({ variant, js: await pageJs(browser, site.url, page.path, fileOf), appOf });
      }
    }

    const searchOnly = searchOnlyFiles(path.join(rootDir, 'remote-catalogue', 'dist'));
    const focus: FocusRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      for (const { path: pagePath, query } of FOCUS) {
        progress(`first focus and keystrokes: ${pagePath} "${query}" (run ${run}/${RUNS})`);
        const host = new URL(sites[0]!.site.url);
        const catalogueOrigin = `${host.protocol}//${host.hostname}:${PORT + 1}`;
        focus.push(await measureSearch(browser, host.href, pagePath, query, run, searchOnly, catalogueOrigin));
      }
    }
    const report = render(loads, exact, focus, searchOnly);
    writeFileSync(REPORT, report);
    console.log(report);
  } finally {
    await browser.close();
    await Promise.all(sites.map(({ site }) => site.close()));
    await backend.close();
  }
}

function render(loads: PageRun[], exact: Array<{ variant: string; js: PageJs; appOf(port: string): string }>, focus: FocusRun[], searchOnly: Set<string>): string {
  const lines: string[] = [
    '# Search bench (`npm run bench:search`)',
    '',
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')}. ` +
      `${THROTTLING.name}; ${RUNS} run(s) each, medians. KB = 1024 bytes of gzip (level 9).`,
    '',
    '## Critical path: JS per page load, no interaction',
    '',
    '| page | variant | JS before first paint | JS before own content | JS until network idle | search code loaded |',
    '| --- | --- | ---: | ---: | ---: | --- |',
  ];
  const variants = [...new Set(loads.map((l) => l.variant))];
  for (const page of PAGES) {
    for (const variant of variants) {
      const runs = loads.filter((l) => l.path === page.path && l.variant === variant);
      if (runs.length === 0) continue;
      const searchFiles = runs.flatMap((r) => r.contentFiles.map((f) => new URL(f.url).pathname.slice(1))).filter((f) => searchOnly.has(f));
      lines.push(
        `| ${page.path} | ${variant} | ${kb(median(runs.map((r) => r.jsCritical.gzip)))} KB | ${kb(median(runs.map((r) => r.jsBeforeContent.gzip)))} KB | ${kb(median(runs.map((r) => r.jsTotal.gzip)))} KB | ${searchFiles.length ? searchFiles.join(', ') : 'no'} |`,
      );
    }
  }
  lines.push(
    '',
    'Timings decide which files land before a paint under throttling, so these medians move by a whole file (the',
    "host's 27.9 KB main chunk, the toaster's 9.3 KB idle load) between runs. The exact list follows.",
    '',
    '## Every JS file a page fetches with no interaction (unthrottled, 5 s after network idle, idle prefetch off)',
    '',
    '| page | variant | JS in all | host | catalogue | engagement | admin | search-only files |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const { variant, js, appOf } of exact) {
    const byApp: Record<string, number> = {};
    for (const [file, gzip] of Object.entries(js.files)) {
      const app = appOf(file.split('/')[0] ?? '');
      byApp[app] = (byApp[app] ?? 0) + gzip;
    }
    const total = Object.values(js.files).reduce((sum, n) => sum + n, 0);
    const search = Object.keys(js.files).filter((file) => searchOnly.has(file.split('/').slice(1).join('/')));
    lines.push(
      `| ${js.path} | ${variant} | ${kb(total)} KB | ${kb(byApp.host ?? 0)} | ${kb(byApp.catalogue ?? 0)} | ${kb(byApp.engagement ?? 0)} | ${kb(byApp.admin ?? 0)} | ${search.length ? search.join(', ') : 'none'} |`,
    );
  }
  lines.push('', '## First focus of the header search, then typing', '');
  lines.push(
    '| page | query | focus → combobox ready | JS fetched on focus | keystroke → results in the list: first | later (median, max) | keystroke → next paint (Event Timing, ≥ 16 ms only) | search code before focus |',
  );
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { path: pagePath, query } of FOCUS) {
    const runs = focus.filter((f) => f.path === pagePath);
    const later = runs.flatMap((r) => r.keystrokes.slice(1));
    const before = [...new Set(runs.flatMap((r) => r.searchCodeBeforeFocus))];
    const paints = runs.flatMap((r) => r.paints);
    const keys = runs.length * query.length;
    const painted = paints.length ? `median ${ms(median(paints))} ms, max ${ms(Math.max(...paints))} ms (${paints.length} of ${keys} keystrokes)` : `all under 16 ms (${keys} keystrokes)`;
    lines.push(
      `| ${pagePath} | "${query}" | ${ms(median(runs.map((r) => r.readyMs)))} ms | ${kb(median(runs.map((r) => r.jsGzip)))} KB | ${ms(median(runs.map((r) => r.keystrokes[0] ?? Number.NaN)))} ms | ${ms(median(later))} ms, ${ms(Math.max(...later))} ms | ${painted} | ${before.length ? before.join(', ') : 'none'} |`,
    );
  }
  const sample = focus[0];
  if (sample) {
    lines.push('', `The catalogue's files fetched on the first focus (${sample.path}, run 1): ${sample.files.map((f) => `${f.file} ${kb(f.gzip)} KB`).join(', ') || 'none'}.`);
    const others = [...new Set(focus.flatMap((f) => f.otherFiles))];
    if (others.length) lines.push('', `Fetched meanwhile from other origins, not counted: ${others.join(', ')}.`);
  }
  lines.push('', 'Raw runs:', '', '```json', JSON.stringify({ loads: loads.map(({ criticalFiles: _c, contentFiles: _f, ...rest }) => rest), focus }, null, 1), '```', '');
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
