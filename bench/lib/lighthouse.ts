/**
 * Lighthouse 12, mobile, its default configuration (simulated throttling: Slow 4G, CPU 4×, a Moto G Power's
 * screen), against the e2e suite's Chromium. Lighthouse drives a Chromium we launch through Playwright with a
 * remote-debugging port (it connects with its own puppeteer-core and opens a page of its own per run), so the
 * browser binary and flags are the bench's; chrome-launcher is not used. Lighthouse itself runs in a plain Node
 * child process (lighthouse-runner.mjs says why).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium, type Browser } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../e2e/chromium';
import { progress } from './progress';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** The median of a page's runs in one variant (computeMedianRun, below), with every run's performance score. */
export interface LighthouseRun {
  variant: string;
  path: string;
  /** 0–100 per category, of the median run; NaN when Lighthouse could not score it. */
  scores: Record<LighthouseCategory, number>;
  /** The performance score of every run, in the order they ran (the median run's is in `scores`). */
  performanceRuns: number[];
  /** Lighthouse's simulated FCP, LCP and TBT (ms), the figures its performance score is made of. */
  fcp: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's CPU benchmark of this machine at each run (its guidance: ~1000+ for a desktop). */
  benchmarkIndexes: number[];
  lighthouseVersion: string;
  /** Audits in the four categories that did not pass (id: title), to say why a score is below 100. */
  failed: string[];
  /**
   * The median run's long tasks as Lighthouse lists them (simulated: the observed length × 4, placed on its own
   * timeline), each with what it is attributed to: where the total blocking time comes from.
   */
  longTasks: string[];
  warnings: string[];
}

interface LighthouseSession {
  /** One navigation: Lighthouse's whole result (its runtime error thrown). */
  run(url: string, path: string): Promise<Result>;
  close(): Promise<void>;
}

/**
 * One Chromium for every Lighthouse run, listening on `port`. Lighthouse resets storage and the HTTP cache of the
 * origin before each navigation (its default), so each run is a cold load as in the bench's own page loads.
 */
const RUNNER = path.join(import.meta.dirname, 'lighthouse-runner.mjs');

/** Runs lighthouse-runner.mjs with the Node running the bench, without tsx's loader (NODE_OPTIONS dropped). */
async function runLighthouse(url: string, port: number): Promise<Result> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const out = path.join(dir, 'lhr.json');
  try {
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [RUNNER, url, String(port), out], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse-runner exited with ${code}: ${stderr.trim().split('\n').slice(-4).join(' ')}`))));
    });
    return JSON.parse(await readFile(out, 'utf8')) as Result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function startLighthouse(port: number): Promise<LighthouseSession> {
  const browser: Browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  return {
    async run(baseUrl, path) {
      const lhr = await runLighthouse(new URL(path, baseUrl).href, port);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      return lhr;
    },
    async close() {
      await browser.close();
    },
  };
}

/** A category's score, 0–100; NaN when Lighthouse could not score it. */
const scoreOf = (lhr: Result, id: LighthouseCategory) => {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
};

/**
 * Lighthouse's long tasks: the script a task ran, the page's own URL for its HTML parser, "Unattributable" for the
 * browser's work with no script in it (committing the navigation, style, layout, paint: bench/FINDINGS.md).
 */
function longTasksOf(lhr: Result): string[] {
  const details = lhr.audits['long-tasks']?.details;
  const items = details && 'items' in details ? (details.items as Array<{ url?: string; startTime?: number; duration?: number }>) : [];
  const page = lhr.finalDisplayedUrl;
  return items.map(({ url = '', startTime = Number.NaN, duration = Number.NaN }) => {
    const what = url === page ? 'the HTML parser' : url === 'Unattributable' || url === '' ? 'the browser (no script)' : (url.split('/').pop() ?? url);
    return `${what} ${Math.round(duration)} ms at ${Math.round(startTime)}`;
  });
}

/**
 * A page's runs in one variant, summarized by the run Lighthouse itself calls the median (`computeMedianRun`: the
 * run closest to the median first contentful paint and time to interactive, rather than a median of scores that
 * mixes runs), with every run's performance score beside it.
 */
function medianRun(variant: string, path: string, results: Result[], nameShim: boolean): LighthouseRun {
  const lhr: Result = computeMedianRun(results);
  const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, scoreOf(lhr, id)])) as Record<LighthouseCategory, number>;
  const failed = LIGHTHOUSE_CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${id}: ${audit?.id} (${audit?.score?.toFixed(2)}${audit?.displayValue ? `, ${audit.displayValue}` : ''})`),
  );
  return {
    variant,
    path,
    scores,
    performanceRuns: results.map((result) => scoreOf(result, 'performance')),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndexes: results.map((result) => result.environment.benchmarkIndex),
    lighthouseVersion: lhr.lighthouseVersion,
    failed,
    longTasks: longTasksOf(lhr),
    // The __name guard (bench/README.md) is an init script Lighthouse's own page does not get.
    warnings: [...lhr.runWarnings, ...(nameShim ? ['built files call __name() undefined; Lighthouse scored them without the shim'] : [])],
  };
}

export interface LighthouseOptions {
  /** The remote-debugging port of Lighthouse's Chromium. */
  port: number;
  pages: ReadonlyArray<{ path: string }>;
  variants: ReadonlyArray<{ name: string; url: string }>;
  /** Navigations per page and variant. */
  runs: number;
  /** The built files call __name() (bench/README.md): said in each result's warnings. */
  nameShim: boolean;
  /** Failures are noted here and the rest goes on. */
  notes: string[];
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Scores each page `runs` times per variant, the variants alternating which goes first (as the page loads do),
 * and returns each page's median run per variant.
 */
export async function scoreWithLighthouse({ port, pages, variants, runs, nameShim, notes }: LighthouseOptions): Promise<LighthouseRun[]> {
  const scored: LighthouseRun[] = [];
  let session: LighthouseSession | undefined;
  try {
    session = await startLighthouse(port);
    for (const [index, page] of pages.entries()) {
      const results = new Map<string, Result[]>(variants.map((variant) => [variant.name, []]));
      for (let run = 1; run <= runs; run += 1) {
        for (const variant of (index + run) % 2 === 0 ? variants : [...variants].reverse()) {
          try {
            const lhr = await session.run(variant.url, page.path);
            results.get(variant.name)?.push(lhr);
            const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
            progress(`Lighthouse ${variant.name.padEnd(9)} ${page.path.padEnd(28)} run ${run}: perf ${scoreOf(lhr, 'performance')}; LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms`);
          } catch (error) {
            notes.push(`Lighthouse ${variant.name} ${page.path} run ${run} failed: ${failure(error)}`);
            progress(`Lighthouse ${variant.name} ${page.path} run ${run} FAILED: ${failure(error)}`);
          }
        }
      }
      for (const variant of variants) {
        const list = results.get(variant.name) ?? [];
        if (list.length === 0) continue;
        const median = medianRun(variant.name, page.path, list, nameShim);
        scored.push(median);
        const s = median.scores;
        progress(`Lighthouse ${variant.name.padEnd(9)} ${page.path.padEnd(28)} median run: perf ${s.performance} (runs ${median.performanceRuns.join(', ')}), a11y ${s.accessibility}, BP ${s['best-practices']}, SEO ${s.seo}`);
      }
    }
  } catch (error) {
    notes.push(`Lighthouse could not run: ${failure(error)}`);
    progress(`Lighthouse could not run: ${failure(error)}`);
  } finally {
    await session?.close().catch(() => undefined);
  }
  return scored;
}
