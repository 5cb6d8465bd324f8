/** Turns the measurements into bench/report.json and a bench/report.md a person reads, budgets marked. */
import { writeFile } from 'node:fs/promises';
import type { BenchData, BudgetLine, Budgets } from './bench-data';
import { LIGHTHOUSE_CATEGORIES } from './lighthouse';
import type { Bytes, PageRun } from './page-metrics';
import { median, ratio } from './stats';

type Metric = { label: string; get(run: PageRun): number; format(value: number): string };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const fixed = (digits: number) => (value: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const bytesMetrics = (label: string, get: (run: PageRun) => Bytes): Metric[] => [
  { label: `${label}, wire (as served, br)`, get: (r) => get(r).wire, format: kb },
  { label: `${label}, raw`, get: (r) => get(r).raw, format: kb },
  { label: `${label}, gzip`, get: (r) => get(r).gzip, format: kb },
];

const METRICS: Metric[] = [
  { label: 'FCP', get: (r) => r.fcp, format: ms },
  { label: 'LCP', get: (r) => r.lcp, format: ms },
  { label: 'Total blocking time', get: (r) => r.tbt, format: ms },
  { label: 'CLS', get: (r) => r.cls, format: fixed(3) },
  { label: 'Own content painted (marker, in the page)', get: (r) => r.ownPaint, format: ms },
  { label: 'Own content visible (Playwright sees it)', get: (r) => r.ready, format: ms },
  { label: 'Longest main-thread task', get: (r) => r.longestTask, format: ms },
  { label: 'Longest main-thread task (max over runs)', get: (r) => r.longestTask, format: ms },
  { label: 'Tasks of 50 ms or more', get: (r) => r.longTasks, format: fixed(0) },
  { label: 'Requests', get: (r) => r.requests, format: fixed(0) },
  ...bytesMetrics('JS before first paint', (r) => r.jsCritical),
  ...bytesMetrics('JS before own content visible', (r) => r.jsBeforeContent),
  ...bytesMetrics('JS total', (r) => r.jsTotal),
  ...bytesMetrics('CSS before first paint', (r) => r.cssCritical),
  ...bytesMetrics('CSS total', (r) => r.cssTotal),
  { label: 'Copies of React (max over runs)', get: (r) => r.copies.react, format: fixed(0) },
  { label: 'Copies of React DOM (max over runs)', get: (r) => r.copies.reactDom, format: fixed(0) },
  { label: 'GoTrue clients loaded (max over runs)', get: (r) => r.copies.goTrue, format: fixed(0) },
];

const totalBytes = (r: PageRun) => r.jsTotal.gzip + r.cssTotal.gzip;

function runsOf(data: BenchData, variant: string, path: string) {
  return data.pages.filter((r) => r.variant === variant && r.path === path);
}

/** Median (max for the copy counts) of one metric for one page and variant. */
function summary(data: BenchData, variant: string, path: string, metric: Metric): number {
  const values = runsOf(data, variant, path).map(metric.get);
  return metric.label.includes('max over runs') ? Math.max(...values) : median(values);
}

export function budgetLines(data: BenchData, budgets: Budgets): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const line = (budget: string, limit: string, value: number, max: number, format: (v: number) => string) => {
    lines.push({ budget, limit, figure: Number.isFinite(value) ? format(value) : '—', status: !Number.isFinite(value) ? 'not measured' : value <= max ? 'within' : 'over' });
  };
  const atLeast = (budget: string, value: number, min: number) => {
    lines.push({ budget, limit: `≥ ${min}`, figure: Number.isFinite(value) ? String(value) : '—', status: !Number.isFinite(value) ? 'not measured' : value >= min ? 'within' : 'over' });
  };
  const [federated = 'federated', monolith = 'monolith'] = data.variants;
  const median2 = (variant: string, path: string, get: (r: PageRun) => number) => median(runsOf(data, variant, path).map(get));

  line('Home: critical-path JS (gzip, federated)', `≤ ${budgets.homeCriticalJsGzipKB} KB`,
    median2(federated, '/', (r) => r.jsCritical.gzip) / 1024, budgets.homeCriticalJsGzipKB, (v) => `${v.toFixed(1)} KB`);
  for (const path of data.paths) {
    line(`${path}: federated/monolith JS+CSS bytes (gzip, total)`, `≤ ${budgets.federatedOverMonolithBytes.toFixed(2)}`,
      ratio(median2(federated, path, totalBytes), median2(monolith, path, totalBytes)), budgets.federatedOverMonolithBytes, fixed(2));
  }
  for (const path of data.paths) {
    line(`${path}: federated/monolith LCP`, `≤ ${budgets.federatedOverMonolithLcp.toFixed(2)}`,
      ratio(median2(federated, path, (r) => r.lcp), median2(monolith, path, (r) => r.lcp)), budgets.federatedOverMonolithLcp, fixed(2));
  }
  for (const path of data.paths) {
    line(`${path}: LCP, federated, throttled`, `≤ ${budgets.lcpMs} ms`, median2(federated, path, (r) => r.lcp), budgets.lcpMs, ms);
  }
  for (const path of data.paths) {
    line(`${path}: total blocking time, federated, throttled`, `≤ ${budgets.tbtMs} ms`, median2(federated, path, (r) => r.tbt), budgets.tbtMs, ms);
  }
  for (const path of data.paths) {
    line(`${path}: longest main-thread task, federated, CPU 4× (median of the loads)`, `≤ ${budgets.longestTaskMs} ms`,
      median2(federated, path, (r) => r.longestTask), budgets.longestTaskMs, ms);
  }
  for (const path of data.paths) {
    const intents = runsOf(data, federated, path).flatMap((r) => (r.intent ? [r.intent] : []));
    if (intents.length === 0) continue; // its scripts start at load: the load's longest task above is the figure
    line(`${path}: longest task after the first intent (key press → taken over), federated, CPU 4× (median)`, `≤ ${budgets.longestTaskMs} ms`,
      median(intents.map((i) => i.longestTask)), budgets.longestTaskMs, ms);
  }
  for (const path of lighthousePaths(data)) {
    const run = (data.lighthouse ?? []).find((r) => r.variant === federated && r.path === path);
    atLeast(`${path}: Lighthouse mobile performance, federated`, run?.scores.performance ?? Number.NaN, budgets.lighthousePerformanceMin);
    for (const category of LIGHTHOUSE_CATEGORIES.filter((c) => c !== 'performance')) {
      atLeast(`${path}: Lighthouse mobile ${CATEGORY_NAMES[category]}, federated`, run?.scores[category] ?? Number.NaN, budgets.lighthouseOtherMin);
    }
  }
  const admin = data.admin;
  line('Admin: first rows at 100k (warm cache, median)', `≤ ${budgets.adminFirstRowsMs} ms`, admin?.firstRowsWarm ?? Number.NaN, budgets.adminFirstRowsMs, ms);
  line('Admin: full CSV export of 100k', `≤ ${budgets.csvExportS} s`,
    admin && admin.csvRows === admin.rows ? admin.csvSeconds : Number.NaN, budgets.csvExportS, (v) => `${v.toFixed(2)} s`);
  line('Burst: p99 latency (500 concurrent)', `≤ ${budgets.burstP99Ms} ms`, data.burst?.p99 ?? Number.NaN, budgets.burstP99Ms, ms);
  line('Burst: signups lost', `≤ ${budgets.burstLost}`, data.burst?.lost ?? Number.NaN, budgets.burstLost, fixed(0));
  return lines;
}

const CATEGORY_NAMES: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

/** The pages Lighthouse scored, in the bench's page order. */
function lighthousePaths(data: BenchData): string[] {
  const scored = new Set((data.lighthouse ?? []).map((r) => r.path));
  return data.paths.filter((p) => scored.has(p));
}

/** Per slot, how its remote took it over across the loads: "catalogue/Page: hydrated 5/5". */
function takeovers(list: PageRun[]): string {
  const seen = new Map<string, Map<string, number>>();
  for (const run of list) {
    for (const slot of run.takeover ?? []) {
      const counts = seen.get(slot.slot) ?? new Map<string, number>();
      counts.set(slot.takeover, (counts.get(slot.takeover) ?? 0) + 1);
      seen.set(slot.slot, counts);
    }
  }
  if (seen.size === 0) return '(no remote slot)';
  return [...seen].map(([slot, counts]) => `${slot}: ${[...counts].map(([how, n]) => `${how} ${n}/${list.length}`).join(', ')}`).join('; ');
}

/** The first intent's figures (medians), or "at load" where the page's scripts did not wait for one. */
function intentCells(list: PageRun[]): [string, string] {
  const intents = list.flatMap((r) => (r.intent ? [r.intent] : []));
  if (list.length === 0) return ['—', '—'];
  if (intents.length === 0) return ['scripts start at load', '—'];
  const mid = (get: (i: NonNullable<PageRun['intent']>) => number) => median(intents.map(get));
  const waited = intents.length === list.length ? '' : ` (${intents.length}/${list.length} loads waited)`;
  return [
    `${ms(mid((i) => (i.toTakeover >= 0 ? i.toTakeover : Number.NaN)))}${waited}`,
    `${ms(mid((i) => i.longestTask))} / ${ms(mid((i) => i.blocking))} / ${kb(mid((i) => i.jsGzip))}`,
  ];
}

function table(head: string[], rows: string[][]): string {
  const esc = (cell: string) => cell.replaceAll('|', '\\|');
  return [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`, ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n');
}

function renderMarkdown(data: BenchData, budgets: BudgetLine[]): string {
  const m = data.machine;
  const [federated = 'federated', monolith = 'monolith'] = data.variants;
  const out: string[] = [];
  out.push('# Wanderpages bench report', '');
  out.push(`Run on **${m.date}** on **${m.host}**: ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB, ${m.os}, Node ${m.node}, ${m.chromium}.`);
  out.push(`\`npm run bench\` took ${(data.benchSeconds / 60).toFixed(1)} min. Page loads: ${data.runsPerPage} cold loads per page per variant, alternating federated and monolith; medians below. Throttling: ${data.throttling}.`);
  out.push('', 'Absolute times vary from machine to machine; the federated/monolith ratios, measured in the same run, are the figures to compare. See bench/README.md for how each figure is taken.', '');

  out.push('## Budgets', '');
  out.push(table(['Budget', 'Limit', 'Figure', 'Status'], budgets.map((b) => [b.budget, b.limit, b.figure, b.status === 'over' ? '**over**' : b.status])));
  const over = budgets.filter((b) => b.status === 'over').length;
  out.push('', `${budgets.length - over} within, ${over} over${budgets.some((b) => b.status === 'not measured') ? ', some not measured' : ''}.`, '');

  out.push('## First HTML, own content and the main thread', '');
  out.push('The page\'s own content is a marker text only its owner renders (a book title, the sign-in heading: bench/run.ts). *In first response*: the marker is in the text of the composed HTML as served (scripts, styles and attributes not counted). *Painted*: navigation start → the marker\'s first paint in the throttled browser (Element Timing on the element that holds it; bench/README.md). Medians of the loads; the longest task also as the maximum over them.', '');
  out.push(table(
    ['Page', 'Variant', 'HTML on the wire', 'HTML decoded', 'Own content in first response', 'Own content painted', 'LCP', 'TBT', 'Longest task (median / max)', 'First intent → taken over', 'After the intent: longest task / blocking / JS gzip', 'Slots taken over'],
    data.paths.flatMap((path) => data.variants.map((variant) => {
      const first = (data.firstHtml ?? []).find((f) => f.variant === variant && f.path === path);
      const list = runsOf(data, variant, path);
      const sources = [...new Set(list.map((r) => r.ownPaintSource))].join('/');
      const mid = (get: (r: PageRun) => number) => median(list.map(get));
      return [
        path,
        variant,
        first ? `${kb(first.wireBytes)} (${first.encoding})` : '—',
        first ? kb(first.rawBytes) : '—',
        first ? `${first.ownContent ? 'yes' : '**no**'} ("${first.marker}")` : '—',
        list.length ? `${ms(mid((r) => (r.ownPaint >= 0 ? r.ownPaint : Number.NaN)))}${sources && sources !== 'element-timing' ? ` (${sources})` : ''}` : '—',
        ms(mid((r) => r.lcp)),
        ms(mid((r) => r.tbt)),
        list.length ? `${ms(mid((r) => r.longestTask))} / ${ms(Math.max(...list.map((r) => r.longestTask)))}` : '—',
        ...intentCells(list),
        list.length ? takeovers(list) : '—',
      ];
    })),
  ));
  out.push('');

  out.push('## Lighthouse 12, mobile', '');
  if ((data.lighthouse ?? []).length > 0) {
    const runs = data.lighthouse;
    out.push(`Lighthouse ${runs[0]?.lighthouseVersion ?? ''}, its default mobile configuration (simulated throttling: 150 ms RTT, 1.6 Mbps, CPU 4×; a 412 × 823 screen), ${runs[0]?.performanceRuns.length ?? 0} runs per page and variant, in the bench's Chromium. Each row is Lighthouse's median run (its \`computeMedianRun\`: the run closest to the median FCP and time to interactive), with every run's performance score in brackets. LCP and TBT here are Lighthouse's simulated figures, not the bench's measured ones. Lighthouse's CPU benchmark of this machine during the runs: ${runs.flatMap((r) => r.benchmarkIndexes).map(Math.round).join(', ')}.`, '');
    out.push(table(
      ['Page', 'Variant', ...LIGHTHOUSE_CATEGORIES.map((c) => CATEGORY_NAMES[c]), 'LCP (simulated)', 'TBT (simulated)'],
      lighthousePaths(data).flatMap((path) => data.variants.map((variant) => {
        const run = runs.find((r) => r.variant === variant && r.path === path);
        if (!run) return [path, variant, ...LIGHTHOUSE_CATEGORIES.map(() => '—'), '—', '—'];
        const performance = `${fixed(0)(run.scores.performance)} (${run.performanceRuns.join(', ')})`;
        return [path, variant, performance, ...LIGHTHOUSE_CATEGORIES.slice(1).map((c) => fixed(0)(run.scores[c])), ms(run.lcp), ms(run.tbt)];
      })),
    ));
    const failed = [...new Set(runs.flatMap((r) => r.failed.map((f) => `${r.variant} ${r.path}: ${f}`)))];
    if (failed.length) out.push('', 'Audits that did not pass (category: audit id (score, value)):', '', ...failed.map((f) => `- ${f}`));
    const blocking = runs.filter((r) => r.longTasks.length > 0);
    if (blocking.length) {
      out.push('', 'Where the simulated total blocking time comes from: the median run\'s long tasks as Lighthouse lists them (what ran, the simulated length, its start in ms; the blocking time counts what runs after the first contentful paint):', '');
      out.push(...blocking.map((r) => `- ${r.variant} ${r.path} (FCP ${Math.round(r.fcp)} ms): ${r.longTasks.join('; ')}`));
    }
    const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
    if (warnings.length) out.push('', 'Lighthouse\'s warnings:', '', ...warnings.map((w) => `- ${w}`));
  } else out.push('Not measured (see notes).');
  out.push('');

  out.push('## Pages: federated vs monolith', '');
  for (const path of data.paths) {
    out.push(`### ${path}`, '');
    out.push(table(['Metric', 'Federated', 'Monolith', 'Ratio'], METRICS.map((metric) => {
      const f = summary(data, federated, path, metric);
      const mono = summary(data, monolith, path, metric);
      return [metric.label, metric.format(f), metric.format(mono), fixed(2)(ratio(f, mono))];
    })));
    out.push('');
  }

  const home = runsOf(data, federated, '/').at(0);
  if (home) {
    const files = (list: PageRun['criticalFiles'], none = '(none)') =>
      list.length === 0 ? none : table(['File', 'gzip'], list.map((f) => [new URL(f.url).host + new URL(f.url).pathname, kb(f.gzip)]));
    out.push('### JS before first paint on / (federated, one run)', '', files(home.criticalFiles, '(none: the first paint is the prerendered HTML)'), '');
    out.push('### JS before own content visible on / (federated, one run)', '', files(home.contentFiles ?? []), '');
  }

  out.push('## Admin dashboard at scale', '');
  if (data.admin) {
    const a = data.admin;
    out.push(table(['Measure', 'Figure'], [
      ['Signups seeded', a.rows.toLocaleString('en-US')],
      ['First rows visible, cold cache (navigation start →)', ms(a.firstRowsCold)],
      [`First rows visible, warm cache (median of ${a.warmRuns.length})`, `${ms(a.firstRowsWarm)} (runs: ${a.warmRuns.map((v) => Math.round(v)).join(', ')})`],
      ['"Total Signups" shows 100,000 (warm, median)', a.countersShownValue ? ms(a.countersWarm) : 'never shown'],
      ['Full CSV export (click → download)', `${Number.isFinite(a.csvSeconds) ? a.csvSeconds.toFixed(2) : '—'} s, ${a.csvRows.toLocaleString('en-US')} rows`],
      ['Clear All (confirm → empty state)', `${Number.isFinite(a.clearAllSeconds) ? a.clearAllSeconds.toFixed(2) : '—'} s, ${a.rowsAfterClear} rows left`],
    ]));
    for (const note of a.notes) out.push('', `- ${note}`);
  } else out.push('Not measured (see notes).');
  out.push('');

  out.push('## Backend burst: concurrent newsletter signups', '');
  if (data.burst) {
    const b = data.burst;
    out.push(table(['Measure', 'Figure'], [
      ['Requests (all at once, anon key, PostgREST insert, a connection each; after a warm-up burst of 100)', String(b.requests)],
      ['Acknowledged (2xx)', String(b.acknowledged)],
      ['Failed', `${b.failed}${Object.keys(b.failures).length ? ` (${Object.entries(b.failures).map(([k, v]) => `${k}: ${v}`).join('; ')})` : ''}`],
      ['Wall time', `${b.seconds.toFixed(2)} s`],
      ['Throughput', `${b.throughput.toFixed(0)} signups/s`],
      ['Latency p50 / p99 / max', `${ms(b.p50)} / ${ms(b.p99)} / ${ms(b.max)}`],
      ...(b.warmUpP99 === undefined ? [] : [['Warm-up burst (100, not counted): p99', ms(b.warmUpP99)]]),
      ['Rows afterwards', `${b.rowsAfter} (lost: ${b.lost})`],
      ...(b.floor === undefined ? [] : [[
        'Floor: the same burst and client against a server that does nothing (own process): p50 / p99, throughput',
        `${ms(b.floor.p50)} / ${ms(b.floor.p99)}, ${b.floor.throughput.toFixed(0)}/s`,
      ]]),
    ]));
    if (b.floor) out.push('', `The floor is what this machine's loopback, its scheduler and the client cost before any database work; the backend's own share of the p99 is about ${ms(Math.max(0, b.p99 - b.floor.p99))}.`);
  } else out.push('Not measured (see notes).');
  out.push('');

  out.push('## Cold builds', '');
  out.push(table(['App', 'Time'], data.builds.map((b) => [b.app, `${b.seconds.toFixed(1)} s`])));
  out.push('', 'Each app: `npm run build <app>` in a fresh process with its dist/ removed (tsx start-up included). The monolith is built with the Rspack CLI.', '');

  if (data.notes.length) {
    out.push('## Notes', '');
    for (const note of data.notes) out.push(`- ${note}`);
    out.push('');
  }
  return out.join('\n');
}

export async function writeReports(dir: string, data: BenchData, budgets: BudgetLine[]): Promise<void> {
  await writeFile(`${dir}/report.json`, `${JSON.stringify({ ...data, budgets }, null, 2)}\n`);
  await writeFile(`${dir}/report.md`, renderMarkdown(data, budgets));
}
