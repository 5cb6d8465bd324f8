/**
 * Where the dashboard's first rows and the CSV export spend their time, in headless Chromium, with 100,000
 * signups: every backend request's start and end relative to navigation (Resource Timing), the first row and
 * the counters as the bench marks them, and the export click → download.
 *   npx tsx bench/admin/profile-dashboard.ts [builtSiteDir] [--build] [--loads=5] [--csv=1] [--cpu]
 * builtSiteDir holds the built apps, one folder each (default bench/.work/partial-4500/federated, left by a bench run);
 * --build rebuilds remote-admin into <builtSiteDir>/remote-admin first; --cpu prints a CPU profile of the last load
 * (busy ms per 25 ms). Ports 4720–4723.
 */
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { BENCH_ADMIN, serviceClient, seedSignups, startBackend } from '../lib/backend';
import { launchChromium, newContext, signInState, VIEWPORT } from '../lib/browser';
import { until } from '../lib/page-wait';
import { findApp, rootDir } from '../../scripts/lib/apps';
import { buildApps } from '../../scripts/lib/build-apps';
import { localRuntimeConfig } from '../../scripts/lib/runtime-config-file';
import { serveSite } from '../../scripts/lib/site';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const siteDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(rootDir, 'bench', '.work', 'partial-4500', 'federated'));
const LOADS = Number(flag('loads', '5'));
const CSV = Number(flag('csv', '1'));
const PORTS = { host: 4720, catalogue: 4721, engagement: 4722, admin: 4723 };

const MARKS = `(() => {
  const marks = { heading: -1, checking: -1, firstRow: -1, counters: -1, long: [] };
  window.__marks = marks;
  try { new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); } catch (e) {}
  const observer = new MutationObserver(() => {
    const text = (document.body && document.body.textContent) || '';
    const now = performance.now();
    if (marks.heading < 0 && text.includes('Manage and export')) marks.heading = now;
    if (marks.checking < 0 && text.includes('Checking your access')) marks.checking = now;
    if (marks.firstRow < 0 && text.includes('@bench.example.com')) marks.firstRow = now;
    if (marks.counters < 0 && text.includes('100,000')) marks.counters = now;
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

interface Entry {
  name: string;
  startTime: number;
  responseEnd: number;
}

function describe(url: string, backend: string): string {
  const u = new URL(url);
  if (url.startsWith(backend)) return `${u.pathname.replace('/rest/v1/', '')}${u.search ? `?${decodeURIComponent(u.search.slice(1)).slice(0, 70)}` : ''}`;
  return `${u.port} ${u.pathname.split('/').pop()}`;
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Busy time per 25 ms of page time, with the top self-time frames of each bin. */
function printProfile(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  console.log(`    profile: ${profile.samples.length} samples, ${profile.nodes.length} nodes`);
  let t = profile.startTime;
  const bins = new Map<number, Map<string, number>>();
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    const name = node.callFrame.functionName || '(anon)';
    if (name === '(idle)' || name === '(program)') return;
    // From the start of profiling, just before the navigation (close to, not exactly, page time).
    const pageMs = (t - profile.startTime) / 1000;
    const bin = Math.floor(pageMs / 25) * 25;
    const frames = bins.get(bin) ?? new Map<string, number>();
    const key = `${name} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
    frames.set(key, (frames.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    bins.set(bin, frames);
  });
  for (const [bin, frames] of [...bins.entries()].sort((a, b) => a[0] - b[0])) {
    const total = [...frames.values()].reduce((a, b) => a + b, 0);
    const top = [...frames.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ');
    console.log(`    cpu ${String(bin).padStart(5)}: ${total.toFixed(1).padStart(5)} ms  ${top}`);
  }
}

async function main() {
  if (args.includes('--build')) {
    const admin = findApp('admin');
    const out = path.join(siteDir, 'remote-admin');
    await rm(out, { recursive: true, force: true });
    const t = performance.now();
    await buildApps([admin], { outDir: out });
    console.log(`built remote-admin in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const backend = await startBackend();
  const service = serviceClient(backend);
  const config = localRuntimeConfig(backend.url, backend.anonKey, PORTS);
  const site = await serveSite({
    config,
    ports: { host: PORTS.host, catalogue: PORTS.catalogue, engagement: PORTS.engagement, admin: PORTS.admin },
    configInMemory: true,
    dirs: { host: path.join(siteDir, 'host'), catalogue: path.join(siteDir, 'remote-catalogue'), engagement: path.join(siteDir, 'remote-engagement'), admin: path.join(siteDir, 'remote-admin') },
  });
  const browser = await launchChromium();
  try {
    console.log(`seeded in ${(await seedSignups(service, 100_000)).toFixed(1)} s`);
    const state = await signInState(browser, site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const context = await newContext(browser, { baseURL: site.url, viewport: VIEWPORT, storageState: state, acceptDownloads: true });
    await context.addInitScript({ content: MARKS });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || m.text().startsWith('[prof]')) console.log(`  console.${m.type()}: ${m.text()}`);
    });
    const summary: Array<{ heading: number; firstRow: number; counters: number }> = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    for (let i = 0; i < LOADS; i += 1) {
      const profiling = args.includes('--cpu') && i === LOADS - 1;
      if (profiling) await cdp.send('Profiler.start');
      await page.goto('/newsletter-admin', { waitUntil: 'commit' });
      if (!(await until(page, 'window.__marks && window.__marks.firstRow > 0 && window.__marks.counters > 0', 60_000, 50))) throw new Error('the dashboard never showed its rows and counters');
      await page.waitForTimeout(200);
      const marks = (await page.evaluate('window.__marks')) as { heading: number; checking: number; firstRow: number; counters: number; long: number[][] };
      const entries = (await page.evaluate(
        "performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: e.responseEnd }))",
      )) as Entry[];
      summary.push(marks);
      if (profiling) {
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
        printProfile(profile);
      }
      console.log(`load ${i + 1} (${i === 0 ? 'cold' : 'warm'}): heading ${marks.heading.toFixed(0)}, first row ${marks.firstRow.toFixed(0)}, counters ${marks.counters.toFixed(0)} ms; checking shown ${marks.checking.toFixed(0)}; long tasks ${marks.long.map(([s, d]) => `${s}+${d}`).join(' ')}`);
      for (const e of entries.sort((a, b) => a.startTime - b.startTime)) {
        if (!e.name.startsWith(backend.url) && !/\.(js|json)$/.test(new URL(e.name).pathname)) continue;
        console.log(`  ${e.startTime.toFixed(0).padStart(5)} → ${e.responseEnd.toFixed(0).padStart(5)}  (${(e.responseEnd - e.startTime).toFixed(0).padStart(4)})  ${describe(e.name, backend.url)}`);
      }
    }
    const warm = summary.slice(1).map((m) => m.firstRow).sort((a, b) => a - b);
    console.log(`first rows warm: ${warm.map((v) => v.toFixed(0)).join(', ')}`);
    for (let i = 0; i < CSV; i += 1) {
      await page.evaluate('performance.clearResourceTimings()');
      const t0 = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: 'Export to CSV' }).click()]);
      await download.path();
      console.log(`CSV export ${((performance.now() - t0) / 1000).toFixed(2)} s`);
      const entries = (await page.evaluate(
        "performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: e.responseEnd }))",
      )) as Entry[];
      const rest = entries.filter((e) => e.name.startsWith(backend.url)).sort((a, b) => a.startTime - b.startTime);
      if (rest.length > 0) {
        const first = rest[0]!;
        const last = rest[rest.length - 1]!;
        const busy = rest.reduce((sum, e) => sum + (e.responseEnd - e.startTime), 0);
        console.log(`  ${rest.length} requests, ${first.startTime.toFixed(0)} → ${last.responseEnd.toFixed(0)} (${(last.responseEnd - first.startTime).toFixed(0)} ms), sum of request times ${busy.toFixed(0)} ms`);
        for (const e of rest.slice(0, 3)) console.log(`  ${e.startTime.toFixed(0)} → ${e.responseEnd.toFixed(0)} ${describe(e.name, backend.url)}`);
      }
      await page.waitForTimeout(500);
    }
    await context.close();
  } finally {
    await browser.close();
    await site.close();
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
