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
import { chromium, type Browser } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../e2e/chromium';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseRun {
  variant: string;
  path: string;
  /** 0–100 per category; NaN when Lighthouse could not score it. */
  scores: Record<LighthouseCategory, number>;
  /** Lighthouse's simulated LCP and TBT (ms), the figures its performance score is made of. */
  lcp: number;
  tbt: number;
  /** Lighthouse's CPU benchmark of this machine at the time (its guidance: ~1000+ for a desktop). */
  benchmarkIndex: number;
  lighthouseVersion: string;
  /** Audits in the four categories that did not pass (id: title), to say why a score is below 100. */
  failed: string[];
  warnings: string[];
}

export interface LighthouseSession {
  run(variant: string, url: string, path: string): Promise<LighthouseRun>;
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

export async function startLighthouse(port: number, nameShim: boolean): Promise<LighthouseSession> {
  const browser: Browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  return {
    async run(variant, baseUrl, path) {
      const url = new URL(path, baseUrl).href;
      const lhr = await runLighthouse(url, port);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((id) => {
          const score = lhr.categories[id]?.score;
          return [id, typeof score === 'number' ? Math.round(score * 100) : Number.NaN];
        }),
      ) as Record<LighthouseCategory, number>;
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
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        lighthouseVersion: lhr.lighthouseVersion,
        failed,
        // The __name guard (bench/README.md) is an init script Lighthouse's own page does not get.
        warnings: [...lhr.runWarnings, ...(nameShim ? ['built files call __name() undefined; Lighthouse scored them without the shim'] : [])],
      };
    },
    async close() {
      await browser.close();
    },
  };
}
