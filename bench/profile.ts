/**
 * `npm run bench:profile -- <path> [loads] [--signed-in] [--functions] [--min-ms=N]`: what the long tasks of a page's
 * takeover are made of.
 * Serves the builds in each app's dist/ (as `bench:search` does; run `npm run build` first), then for each load: a
 * fresh context under the bench's throttling (Slow 4G + CPU 4×), the page loaded and left to settle, then a trace
 * and a CPU profile from the visitor's first intent (a Shift key press) until every part of the page is taken over.
 * A signed-in load (`--signed-in`, and always for the dashboard: the bench's admin with a stored session, as the
 * bench loads /newsletter-admin) starts its scripts at load, so it is recorded from navigation instead. Prints
 * each main-thread task of 50 ms or more with its samples' self time by package or source file, found through each
 * app's source maps (`--functions`: by function within them, where a package's total does not say enough). A
 * diagnostic for bench/FINDINGS.md, never a budget: the bench's figures come from `npm run bench`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { apps } from '../scripts/lib/apps';
import { localRuntimeConfig } from '../scripts/lib/runtime-config-file';
import { serveSite } from '../scripts/lib/site';
import { BENCH_ADMIN, startBackend } from './lib/backend';
import { launchChromium, newContext, signInState, VIEWPORT } from './lib/browser';
import { throttle } from './lib/page-metrics';
import { INTENT_TAKEN_OVER, MARK_INTENT, SCRIPTS_WAITING, SLOTS_SETTLED } from './lib/page-scripts';
import { until } from './lib/page-wait';

const args = process.argv.slice(2);
const [pagePath = '/destinations/asia', loadsArg = '3'] = args.filter((arg) => !arg.startsWith('--'));
/** The dashboard is only drawn for an admin: it is always loaded signed in. */
const SIGNED_IN = args.includes('--signed-in') || pagePath.startsWith('/newsletter-admin');
const LOADS = Math.max(1, Number(loadsArg));
/** Self time by function (`runtime-core › loadRemote`) rather than by package or file. */
const BY_FUNCTION = args.includes('--functions');
const PORT = 4600; // apart from npm start (3000), the e2e suite (4300) and the bench (4400)
/** The tasks listed: 50 ms and longer (a long task), or from `--min-ms=N`, to see what is left under the line. */
const LONG_TASK_US = Number(args.find((arg) => arg.startsWith('--min-ms='))?.slice('--min-ms='.length) ?? 50) * 1000;
const END_MARK = 'bench-profile-end';
/** Trace events of the browser's rendering work, by the name the output gives them. */
const RENDERING: Record<string, string> = { UpdateLayoutTree: '[style]', Layout: '[layout]', Paint: '[paint]', PrePaint: '[pre-paint]', ParseHTML: '[parse HTML]', ParseAuthorStyleSheet: '[parse CSS]', 'v8.compile': '[compile script]' };

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; args?: { name?: string } }
interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
interface Profile { nodes: Array<{ id: number; callFrame: CallFrame }>; startTime: number; samples: number[]; timeDeltas: number[] }

const ports = { host: PORT, catalogue: PORT + 1, engagement: PORT + 2, admin: PORT + 3 };
const maps = new Map<string, TraceMap | null>();

/** The map of a served file (each app's dist/ holds `<file>.map` beside it), or null. */
function mapOf(url: URL): TraceMap | null {
  const app = apps.find((candidate) => String(ports[candidate.options.name as keyof typeof ports]) === url.port);
  const file = app && path.join(app.distDir, `${decodeURIComponent(url.pathname)}.map`);
  if (!file || !existsSync(file)) return null;
  if (!maps.has(file)) maps.set(file, new TraceMap(readFileSync(file, 'utf8')));
  return maps.get(file) ?? null;
}

/** Where a sampled frame's code comes from: a package (`react-dom`), an app's source file, or what the browser ran. */
function originOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(browser)';
  let url: URL;
  try {
    url = new URL(frame.url);
  } catch {
    return frame.url;
  }
  const map = mapOf(url);
  const position = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = position?.source;
  if (!source) return path.basename(url.pathname);
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  // The federation plugin's generated runtime code is mapped to its own text, URL-encoded, not to a file.
  const origin = inPackage ? inPackage[1]! : source.includes('%') ? '(federation runtime, generated)' : source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
  if (!BY_FUNCTION) return origin;
  // The name is the minified one the page ran; the map gives the source line the function starts on.
  const name = frame.functionName || '(anonymous)';
  const file = source.includes('%') ? 'generated' : path.basename(source);
  return `${origin} › ${name} (${file}:${position.line ?? '?'})`;
}

/** Each long task on the page's main thread, with the self time (ms) of the samples inside it, by origin. */
function longTasks(events: TraceEvent[], profile: Profile): Array<{ at: number; ms: number; by: Array<[string, number]> }> {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.tid === e.tid && x.name === 'FunctionCall'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = profile.startTime;
  const samples = profile.samples.map((id, index) => ({ at: (time += profile.timeDeltas[index] ?? 0), id }));
  // Only until the mark set before the recording stops: stopping it is a long task of its own in the page.
  const end = events.find((e) => e.name === END_MARK)?.ts ?? Infinity;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= LONG_TASK_US && e.tid === main?.tid && e.ts < end);
  const start = tasks[0]?.ts ?? 0;
  return tasks.map((task) => {
    const inside = samples.filter((sample) => sample.at >= task.ts && sample.at <= task.ts + (task.dur ?? 0));
    const by = new Map<string, number>();
    inside.forEach((sample, index) => {
      const frame = nodes.get(sample.id)?.callFrame;
      if (!frame) return;
      const origin = originOf(frame);
      by.set(origin, (by.get(origin) ?? 0) + ((inside[index + 1]?.at ?? sample.at) - sample.at) / 1000);
    });
    // The browser's own work inside the task, from the trace: what a sample shows only as "(program)".
    for (const event of events) {
      const label = RENDERING[event.name];
      if (!label || event.tid !== task.tid || event.ts < task.ts || event.ts > task.ts + (task.dur ?? 0)) continue;
      by.set(label, (by.get(label) ?? 0) + (event.dur ?? 0) / 1000);
    }
    return { at: (task.ts - start) / 1000, ms: (task.dur ?? 0) / 1000, by: [...by].sort((a, b) => b[1] - a[1]).slice(0, BY_FUNCTION ? 14 : 7) };
  });
}

async function main(): Promise<void> {
  const backend = await startBackend();
  const site = await serveSite({ config: localRuntimeConfig(backend.url, backend.anonKey, ports), ports, configInMemory: true });
  const browser = await launchChromium();
  try {
    const storageState = SIGNED_IN ? await signInState(browser, site.url, BENCH_ADMIN.email, BENCH_ADMIN.password) : undefined;
    for (let load = 1; load <= LOADS; load += 1) {
      const context = await newContext(browser, { viewport: VIEWPORT, storageState });
      const page = await context.newPage();
      await throttle(context, page);
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      const record = async () => {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
        await cdp.send('Profiler.start');
      };
      const url = new URL(pagePath, site.url).href;
      let takenOver: boolean;
      if (SIGNED_IN) {
        // A stored session starts the scripts at load: the takeover is the load itself.
        await record();
        await page.goto(url, { waitUntil: 'load' });
        takenOver = await until(page, `!${SCRIPTS_WAITING} && ${SLOTS_SETTLED}`);
        await page.waitForTimeout(1_500); // the signed-in page's own reads (the dashboard's rows) after it
      } else {
        await page.goto(url, { waitUntil: 'load' });
        await until(page, SLOTS_SETTLED);
        await page.waitForTimeout(2_000);
        await record();
        await page.evaluate(MARK_INTENT);
        await page.keyboard.press('Shift');
        takenOver = await until(page, INTENT_TAKEN_OVER);
      }
      await page.waitForTimeout(1_500);
      await page.evaluate(`performance.mark('${END_MARK}')`);
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.send('Tracing.end');
      await traced;
      console.log(`load ${load}: ${pagePath}${takenOver ? '' : ' (not taken over within 60 s)'}`);
      for (const task of longTasks(events, profile as Profile)) {
        const by = task.by.map(([origin, ms]) => `${origin} ${ms.toFixed(0)}`);
        console.log(`  +${task.at.toFixed(0).padStart(5)} ms  ${task.ms.toFixed(0).padStart(4)} ms  ${BY_FUNCTION ? `\n      ${by.join('\n      ')}` : by.join(' · ')}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
