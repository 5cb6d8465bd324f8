/**
 * `npm run bench`: the federated site against a monolith of the same source, in one run, on this machine.
 * Builds (timed) → backend + both sites served like a CDN → throttled page loads in Chromium, alternating →
 * backend burst → admin dashboard at 100k signups → bench/report.md and report.json, each budget marked.
 * Never fails on a number: exits non-zero only when the harness itself cannot run.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdir, readFile } from 'node:fs/promises';
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
import { measurePage, THROTTLING, type PageRun } from './lib/page-metrics';
import { benchSeconds, progress } from './lib/progress';
import { budgetLines, writeReports, type BenchData, type Budgets } from './lib/report';

const benchDir = import.meta.dirname;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const SIGNUPS = Math.max(1, Number(process.env.BENCH_SIGNUPS ?? 100_000));
const BURST = Math.max(1, Number(process.env.BENCH_BURST ?? 500));
const SECTIONS = ['pages', 'burst', 'admin'] as const;
type Section = (typeof SECTIONS)[number];
/**
 * BENCH_ONLY=pages,burst,admin runs a part, for working on one figure; such a run writes its report under
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
const FEDERATED_DIR = path.join(WORK_DIR, 'federated');
const MONOLITH_DIR = path.join(WORK_DIR, 'monolith');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const PAGES: Array<{ path: string; admin?: boolean; ready(page: Page): Promise<void> }> = [
  { path: '/', ready: (p) => p.getByRole('heading', { name: /Explore by genre/i }).first().waitFor() },
  { path: '/destinations/asia', ready: (p) => p.getByRole('heading', { level: 1, name: /asia/i }).first().waitFor() },
  { path: '/destinations/regions/tokyo', ready: (p) => p.getByRole('heading', { level: 1, name: /tokyo/i }).first().waitFor() },
  { path: '/auth', ready: (p) => p.getByRole('button', { name: 'Sign In', exact: true }).waitFor() },
  {
    path: '/newsletter-admin',
    admin: true,
    ready: (p) => p.getByRole('heading', { level: 1, name: 'Newsletter Signups' }).waitFor(),
  },
];

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
    let built = runs('pages') || runs('admin');
    if (built) progress('building each app cold (npm run build <app>)…');
    if (built) try {
      builds = await buildEachApp(FEDERATED_DIR);
      builds.push(await buildMonolith(MONOLITH_DIR));
      const offenders = await buildCallsUndefinedName([...apps.map((a) => path.join(FEDERATED_DIR, a.options.app)), MONOLITH_DIR]);
      if (offenders.length > 0) {
        useNameShim(true);
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
                storageState: page.admin ? variant.admin : undefined,
              });
              pages.push(result);
              progress(
                `page ${done}/${total} ${variant.name.padEnd(9)} ${page.path.padEnd(28)} run ${run}: ` +
                  `LCP ${Math.round(result.lcp)} ms, JS before paint ${(result.jsCritical.gzip / 1024).toFixed(1)} KB gz, ` +
                  `${result.requests} requests`,
              );
            } catch (error) {
              notes.push(`${variant.name} ${page.path} run ${run} failed: ${message(error)}`);
              progress(`page ${done}/${total} ${variant.name} ${page.path} run ${run} FAILED: ${message(error)}`);
            }
          }
        }
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
