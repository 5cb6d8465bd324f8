/**
 * `npm run bench`: the federated site against a monolith of the same source, in one run, on this machine.
 * Builds (timed) → backend + both sites served like a CDN → throttled page loads in Chromium, alternating →
 * backend burst → admin dashboard at 100k signups → bench/report.md and report.json, each budget marked.
 * Never fails on a number: exits non-zero only when the harness itself cannot run.
 */
import os from 'node:os';
import path from 'node:path';
import { access, mkdir, readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { localRuntimeConfig } from '../scripts/lib/runtime-config-file';
import { serveSite, type SiteServers } from '../scripts/lib/site';
import { createComposer } from '../scripts/lib/edge-composer';
import { serveStatic, type RunningStatic } from '../scripts/lib/static-server';
import { adminAtScale, type AdminScaleResult } from './lib/admin-scale';
import { BENCH_ADMIN, serviceClient, seedSignups, startBackend, clearSignups, type Backend } from './lib/backend';
import { launchChromium, signInState, useNameShim } from './lib/browser';
import { buildCallsUndefinedName } from './lib/name-shim-check';
import { apps } from '../scripts/lib/apps';
import { buildEachApp, buildMonolith, type BuildTime } from './lib/build-times';
import { burst, burstFloor, type BurstResult } from './lib/burst';
import { measureFirstHtml, type FirstHtml } from './lib/first-html';
import { startLighthouse, type LighthouseRun } from './lib/lighthouse';
import { measurePage, THROTTLING, type PageRun } from './lib/page-metrics';
import { benchSeconds, progress } from './lib/progress';
import { budgetLines, writeReports, type BenchData, type Budgets } from './lib/report';

const benchDir = import.meta.dirname;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const SIGNUPS = Math.max(1, Number(process.env.BENCH_SIGNUPS ?? 100_000));
const BURST = Math.max(1, Number(process.env.BENCH_BURST ?? 500));
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
const runs = (section: Section) => ONLY.length === 0 || ONLY.includes(section);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4400);
if (!Number.isInteger(BASE_PORT) || BASE_PORT < 1024 || BASE_PORT > 65000) throw new Error('BENCH_PORT must be a port number from 1024 to 65000');
const PORTS = { host: BASE_PORT, catalogue: BASE_PORT + 1, engagement: BASE_PORT + 2, admin: BASE_PORT + 3 } as const;
const MONOLITH_PORT = BASE_PORT + 10;
const WORK_DIR = path.join(benchDir, '.work', ONLY.length === 0 && BASE_PORT === 4400 ? '' : `partial-${BASE_PORT}`);
const REPORT_DIR = ONLY.length === 0 ? benchDir : WORK_DIR;
/**
 * For iterating on a partial run: BENCH_REUSE_BUILD=1 serves the builds a previous partial run left in its
 * directory instead of building again (no build times then). A full run always builds cold.
 */
const REUSE_BUILD = process.env.BENCH_REUSE_BUILD === '1' && ONLY.length > 0;
const FEDERATED_DIR = path.join(WORK_DIR, 'federated');
const MONOLITH_DIR = path.join(WORK_DIR, 'monolith');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

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
const PAGES = PAGE_FILTER.length === 0 ? ALL_PAGES : ALL_PAGES.filter((p) => PAGE_FILTER.includes(p.path));

interface Variant {
  name: 'federated' | 'monolith';
  url: string;
  admin?: StorageState;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error);
}

async function machine(browser: Browser | undefined): Promise<BenchData['machine']> {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    host: os.hostname(),
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: browser ? `Chromium ${browser.version()}` : 'no Chromium',
  };
}

async function main() {
  const notes: string[] = [];
  const pages: PageRun[] = [];
  const firstHtml: FirstHtml[] = [];
  const lighthouseRuns: LighthouseRun[] = [];
  let shimmed = false;
  let builds: BuildTime[] = [];
  let admin: AdminScaleResult | undefined;
  let burstResult: BurstResult | undefined;
  let backend: Backend | undefined;
  let site: SiteServers | undefined;
  let monolithServer: RunningStatic | undefined;
  let browser: Browser | undefined;
  const budgets = JSON.parse(await readFile(path.join(benchDir, 'budgets.json'), 'utf8')) as Budgets;

  progress(`${RUNS} cold loads per page per variant, ${SIGNUPS.toLocaleString('en-US')} signups, a burst of ${BURST}; throttling: ${THROTTLING.name}`);
  try {
    let built = runs('pages') || runs('lighthouse') || runs('admin');
    const reuse = built && REUSE_BUILD && (await access(path.join(MONOLITH_DIR, 'index.html')).then(() => true, () => false));
    if (reuse) notes.push(`BENCH_REUSE_BUILD: served the builds already in ${path.relative(benchDir, WORK_DIR)}, not built again.`);
    if (built) progress(reuse ? 'reusing the previous partial run\'s builds (BENCH_REUSE_BUILD=1)…' : 'building each app cold (npm run build <app>)…');
    if (built) try {
      if (!reuse) {
        builds = await buildEachApp(FEDERATED_DIR);
        builds.push(await buildMonolith(MONOLITH_DIR));
      }
      const offenders = await buildCallsUndefinedName([...apps.map((a) => path.join(FEDERATED_DIR, a.options.app)), MONOLITH_DIR]);
      if (offenders.length > 0) {
        useNameShim(true);
        shimmed = true;
        notes.push(
          `BUILD DEFECT: ${offenders.join(', ')} call \`__name()\` without defining it (tsx compiles @rspack/core's ` +
            'Module Federation runtime template with esbuild keepNames), so the site throws "__name is not defined" at ' +
            'start-up. The bench defines __name in every page (an init script, both variants) to measure the site as it ' +
            'will be once the build is fixed; see bench/README.md.',
        );
        progress(`WARNING: ${offenders.length} built file(s) call __name() undefined; shimming it in the browser`);
      }
    } catch (error) {
      built = false;
      notes.push(`Build failed, so no page was measured: ${message(error)}`);
      progress(`build failed: ${message(error)}`);
    }

    progress('starting the embedded backend…');
    backend = await startBackend();
    const service = serviceClient(backend);
    progress(`backend at ${backend.url}`);

    if (built) {
      const config = localRuntimeConfig(backend.url, backend.anonKey);
      const remoteConfig = {
        ...config,
        remotes: {
          catalogue: `http://localhost:${PORTS.catalogue}/mf-manifest.json`,
          engagement: `http://localhost:${PORTS.engagement}/mf-manifest.json`,
          admin: `http://localhost:${PORTS.admin}/mf-manifest.json`,
        },
      };
      site = await serveSite({
        config: remoteConfig,
        ports: PORTS,
        configInMemory: true,
        dirs: Object.fromEntries(apps.map((a) => [a.options.name, path.join(FEDERATED_DIR, a.options.app)])),
      });
      monolithServer = await serveStatic({
        dir: MONOLITH_DIR,
        port: MONOLITH_PORT,
        label: 'monolith',
        // Composed like the federated host: its pages and the remotes' fragments (the same first HTML).
        compose: createComposer({ hostDir: MONOLITH_DIR, manifests: async () => remoteConfig.remotes }).compose,
        files: { '/runtime-config.json': `${JSON.stringify(remoteConfig, null, 2)}\n` },
      });
      progress(`federated site at ${site.url}, monolith at ${monolithServer.url}`);

      browser = await launchChromium();
      const variants: Variant[] = [
        { name: 'federated', url: site.url },
        { name: 'monolith', url: monolithServer.url },
      ];
      for (const variant of variants) {
        try {
          variant.admin = await signInState(browser, variant.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
        } catch (error) {
          notes.push(`Signing in on the ${variant.name} site failed, so /newsletter-admin shows the redirect: ${message(error)}`);
        }
      }

      // The first response of each page, once per variant: it does not change between loads.
      if (runs('pages')) for (const page of PAGES) {
        for (const variant of variants) {
          try {
            const first = await measureFirstHtml(variant.name, variant.url, page.path, page.marker);
            firstHtml.push(first);
            progress(`first HTML ${variant.name.padEnd(9)} ${page.path.padEnd(28)} ${first.status}, ${first.wireBytes} B ${first.encoding} / ${first.rawBytes} B, own content ${first.ownContent ? 'in it' : 'NOT in it'}`);
          } catch (error) {
            notes.push(`First HTML of ${variant.name} ${page.path} not measured: ${message(error)}`);
          }
        }
      }

      const total = runs('pages') ? RUNS * PAGES.length * variants.length : 0;
      let done = 0;
      for (let run = 1; run <= (total > 0 ? RUNS : 0); run += 1) {
        for (const [index, page] of PAGES.entries()) {
          // Alternate which variant goes first, so neither always meets a warmer machine.
          const order = (run + index) % 2 === 0 ? variants : [...variants].reverse();
          for (const variant of order) {
            done += 1;
            try {
              const result = await measurePage(browser, {
                variant: variant.name,
                baseUrl: variant.url,
                path: page.path,
                run,
                ready: page.ready,
                marker: page.marker,
                storageState: page.admin ? variant.admin : undefined,
              });
              pages.push(result);
              progress(
                `page ${done}/${total} ${variant.name.padEnd(9)} ${page.path.padEnd(28)} run ${run}: ` +
                  `LCP ${Math.round(result.lcp)} ms, own content painted ${Math.round(result.ownPaint)} ms (${result.ownPaintSource}), ` +
                  `TBT ${Math.round(result.tbt)} ms, longest task ${Math.round(result.longestTask)} ms, ${result.requests} requests, ` +
                  `slots ${result.takeover.map((t) => `${t.slot}=${t.takeover}`).join(' ') || 'none'}`,
              );
            } catch (error) {
              notes.push(`${variant.name} ${page.path} run ${run} failed: ${message(error)}`);
              progress(`page ${done}/${total} ${variant.name} ${page.path} run ${run} FAILED: ${message(error)}`);
            }
          }
        }
      }
    }

    if (runs('lighthouse') && built && site && monolithServer) {
      const lighthousePages = PAGES.filter((p) => p.lighthouse);
      progress(`Lighthouse mobile (simulated throttling): ${lighthousePages.length} pages × 2 variants…`);
      let session: Awaited<ReturnType<typeof startLighthouse>> | undefined;
      try {
        session = await startLighthouse(BASE_PORT + 20, shimmed);
        for (const [index, page] of lighthousePages.entries()) {
          const variants = [{ name: 'federated', url: site.url }, { name: 'monolith', url: monolithServer.url }];
          for (const variant of index % 2 === 0 ? variants : variants.reverse()) {
            try {
              const result = await session.run(variant.name, variant.url, page.path);
              lighthouseRuns.push(result);
              const s = result.scores;
              progress(`Lighthouse ${variant.name.padEnd(9)} ${page.path.padEnd(28)} perf ${s.performance}, a11y ${s.accessibility}, BP ${s['best-practices']}, SEO ${s.seo}; LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`);
            } catch (error) {
              notes.push(`Lighthouse ${variant.name} ${page.path} failed: ${message(error)}`);
              progress(`Lighthouse ${variant.name} ${page.path} FAILED: ${message(error)}`);
            }
          }
        }
      } catch (error) {
        notes.push(`Lighthouse could not run: ${message(error)}`);
        progress(`Lighthouse could not run: ${message(error)}`);
      } finally {
        await session?.close().catch(() => undefined);
      }
    }

    if (runs('burst')) progress(`burst: ${BURST} concurrent signups through the anon key…`);
    if (runs('burst')) try {
      burstResult = await burst(backend, service, BURST);
      progress(`burst: ${burstResult.throughput.toFixed(0)}/s, p50 ${burstResult.p50.toFixed(0)} ms, p99 ${burstResult.p99.toFixed(0)} ms, ${burstResult.rowsAfter} rows for ${burstResult.acknowledged} acknowledged`);
    } catch (error) {
      notes.push(`Burst failed: ${message(error)}`);
    }
    if (burstResult) try {
      burstResult.floor = await burstFloor(BURST);
      progress(`burst floor (same client, a server that does nothing): p50 ${burstResult.floor.p50.toFixed(0)} ms, p99 ${burstResult.floor.p99.toFixed(0)} ms`);
    } catch (error) {
      notes.push(`Burst floor not measured: ${message(error)}`);
    }

    if (runs('admin') && built && site && browser) {
      try {
        progress(`admin: seeding ${SIGNUPS.toLocaleString('en-US')} signups (5,000 per insert)…`);
        await clearSignups(service);
        const seconds = await seedSignups(service, SIGNUPS);
        progress(`admin: seeded in ${seconds.toFixed(1)} s`);
        const state = await signInState(browser, site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
        admin = await adminAtScale(browser, site.url, state, service, SIGNUPS);
      } catch (error) {
        notes.push(`Admin at scale failed: ${message(error)}`);
        progress(`admin at scale failed: ${message(error)}`);
      }
    }
  } finally {
    const info = await machine(browser);
    await browser?.close().catch(() => undefined);
    await site?.close().catch(() => undefined);
    await monolithServer?.close().catch(() => undefined);
    await backend?.close().catch(() => undefined);

    const data: BenchData = {
      machine: info,
      throttling: `${THROTTLING.name}: request latency ${THROTTLING.latencyMs} ms, down ${Math.round(THROTTLING.downloadBytesPerSecond)} B/s, up ${Math.round(THROTTLING.uploadBytesPerSecond)} B/s, CPU ${THROTTLING.cpuSlowdown}× slower (CDP Network.emulateNetworkConditions + Emulation.setCPUThrottlingRate)`,
      runsPerPage: RUNS,
      benchSeconds: benchSeconds(),
      pages,
      firstHtml,
      lighthouse: lighthouseRuns,
      variants: ['federated', 'monolith'],
      paths: PAGES.map((p) => p.path),
      admin,
      burst: burstResult,
      builds,
      notes,
    };
    const lines = budgetLines(data, budgets);
    await mkdir(REPORT_DIR, { recursive: true });
    await writeReports(REPORT_DIR, data, lines);
    console.log('');
    for (const l of lines) console.log(`  ${l.status === 'over' ? '✗ over  ' : l.status === 'within' ? '✓ within' : '? n/a   '}  ${l.budget}: ${l.figure} (${l.limit})`);
    for (const note of notes) console.log(`  note: ${note}`);
    progress(`wrote ${path.relative(process.cwd(), path.join(REPORT_DIR, 'report.md'))} and report.json`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nnpm run bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
