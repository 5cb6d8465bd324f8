/**
 * `npm run bench`: the federated site against a monolith of the same source, in one run, on this machine.
 * Builds (timed) → backend + both sites served like a CDN → throttled page loads in Chromium, alternating →
 * backend burst → admin dashboard at 100k signups → bench/report.md and report.json, each budget marked.
 * Never fails on a number: exits non-zero only when the harness itself cannot run.
 */
import os from 'node:os';
import path from 'node:path';
import { access, mkdir, readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { localRuntimeConfig } from '../scripts/lib/runtime-config-file';
import { serveSite, type SiteServers } from '../scripts/lib/site';
import { createComposer } from '../scripts/lib/edge-composer';
import { serveStatic, type RunningStatic } from '../scripts/lib/static-server';
import { adminAtScale, type AdminScaleResult } from './lib/admin-scale';
import { withoutFragmentScripts } from './lib/monolith-compose';
import { BENCH_ADMIN, serviceClient, seedSignups, startBackend, clearSignups, type Backend } from './lib/backend';
import { launchChromium, signInState, useNameShim } from './lib/browser';
import { federationRuntimeIn } from './lib/monolith-check';
import { buildCallsUndefinedName } from './lib/name-shim-check';
import { apps } from '../scripts/lib/apps';
import { buildEachApp, buildMonolith, type BuildTime } from './lib/build-times';
import { burst, burstFloor, type BurstResult } from './lib/burst';
import { measureFirstHtml, type FirstHtml } from './lib/first-html';
import { scoreWithLighthouse, type LighthouseRun } from './lib/lighthouse';
import { measurePage, THROTTLING, type PageRun } from './lib/page-metrics';
import { benchSeconds, progress } from './lib/progress';
import type { BenchData, Budgets } from './lib/bench-data';
import {
  BASE_PORT,
  benchDir,
  BURST,
  FEDERATED_DIR,
  LIGHTHOUSE_RUNS,
  MONOLITH_DIR,
  MONOLITH_PORT,
  PAGES,
  PORTS,
  REPORT_DIR,
  REUSE_BUILD,
  RUNS,
  runs,
  SIGNUPS,
  WORK_DIR,
  type StorageState,
} from './lib/bench-options';
import { budgetLines, writeReports } from './lib/report';


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
      const carried = await federationRuntimeIn(MONOLITH_DIR);
      if (carried.length > 0) {
        throw new Error(`The monolith carries the federation runtime (${carried.join(', ')}): an app imports a part of it monolith/config.ts does not swap.`);
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
        compose: withoutFragmentScripts(createComposer({ hostDir: MONOLITH_DIR, manifests: async () => remoteConfig.remotes }).compose),
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
                  (result.intent ? `first intent → taken over ${Math.round(result.intent.toTakeover)} ms (longest task ${Math.round(result.intent.longestTask)} ms), ` : '') +
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
      progress(`Lighthouse mobile (simulated throttling): ${lighthousePages.length} pages × 2 variants × ${LIGHTHOUSE_RUNS} runs…`);
      const variants = [{ name: 'federated', url: site.url }, { name: 'monolith', url: monolithServer.url }];
      lighthouseRuns.push(...(await scoreWithLighthouse({ port: BASE_PORT + 20, pages: lighthousePages, variants, runs: LIGHTHOUSE_RUNS, nameShim: shimmed, notes })));
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
