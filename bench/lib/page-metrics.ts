/**
 * One cold page load under throttling, measured: Web Vitals from PerformanceObservers injected before any page
 * script, and every JS/CSS response (wire bytes, raw bytes, gzip bytes, finished before first paint or not).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { newContext, VIEWPORT } from './browser';
import { INTENT_TAKEN_OVER, MARK_INTENT, OBSERVERS, ownContentScript, READ_INTENT, READ_VITALS, SCRIPTS_WAITING, SLOTS_SETTLED } from './page-scripts';
import { until } from './page-wait';

/**
 * Lighthouse's "Slow 4G" (mobileSlow4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4×) as DevTools applies
 * it per request: latency × 3.75 = 562.5 ms, throughput × 0.9 (Lighthouse's DevTools adjustment factors; the
 * same numbers as Chrome DevTools' "Slow 4G" preset).
 */
export const THROTTLING = {
  name: 'Lighthouse Slow 4G (DevTools throttling) + CPU 4×',
  latencyMs: 562.5,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
} as const;

const SIGNATURES = {
  react: 'Children={map:',
  reactDom: 'createRoot=function',
  goTrue: 'Multiple GoTrueClient instances',
} as const;

export interface Bytes {
  wire: number;
  raw: number;
  gzip: number;
}

export interface PageRun {
  variant: string;
  path: string;
  run: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Navigation start → the page's own content visible, as Playwright sees it (polled from outside the page). */
  ready: number;
  /** Navigation start → first paint of the page's marker text (see ownContentScript); -1 when never painted. */
  ownPaint: number;
  /** How ownPaint was taken: the Element Timing entry, or the frame it was first in the DOM (a fallback). */
  ownPaintSource: 'element-timing' | 'frame' | 'not found';
  /** The longest main-thread task of the load (ms; 0 when no task reached 50 ms, the Long Tasks API's floor). */
  longestTask: number;
  /** Tasks of 50 ms or more during the load. */
  longTasks: number;
  /**
   * The first intent, on a page whose scripts waited for one (null otherwise): after the load, a key press; from it
   * to the shell and every slot taken over, and the long tasks that began after it (CPU 4× as for the load).
   */
  intent: IntentRun | null;
  /** Each remote slot on the page and how its remote took it over (data-takeover), or 'none'. */
  takeover: Array<{ slot: string; takeover: string; fragment: boolean }>;
  requests: number;
  jsCritical: Bytes;
  /** JS finished before the page's own content was visible: what it takes to show the page, not just paint. */
  jsBeforeContent: Bytes;
  /** Every file once, the load's and, where the scripts waited, the first intent's: all it takes to use the page. */
  jsTotal: Bytes;
  cssCritical: Bytes;
  cssTotal: Bytes;
  copies: Record<keyof typeof SIGNATURES, number>;
  /** The JS files finished before first paint (for finding what is on the critical path). */
  criticalFiles: Array<{ url: string; gzip: number }>;
  /** The JS files finished before the page's own content was visible. */
  contentFiles: Array<{ url: string; gzip: number }>;
}

interface IntentRun {
  /** Key press → the shell and every remote slot taken over (ms; -1 when not within 60 s). */
  toTakeover: number;
  longestTask: number;
  /** The part over 50 ms of each long task after the press: what delays the visitor's next input. */
  blocking: number;
  longTasks: number;
  /** JS fetched from the press on (gzip bytes; the entry may already be in the cache from the idle prefetch). */
  jsGzip: number;
}

interface Vitals {
  timeOrigin: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  longestTask: number;
  longTasks: number;
  ownPaint: number;
  ownPaintSource: PageRun['ownPaintSource'];
  takeover: PageRun['takeover'];
}

async function readVitals(page: Page): Promise<Vitals> {
  return (await page.evaluate(READ_VITALS)) as Vitals;
}

const gzipCache = new Map<string, number>();
function gzipSize(url: string, body: Buffer): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(body, { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

interface Captured {
  url: string;
  kind: 'js' | 'css';
  finishedAt: number;
  wire: number;
  body: Buffer;
}

function kindOf(request: Request): 'js' | 'css' | undefined {
  const type = request.resourceType();
  const pathname = new URL(request.url()).pathname;
  if (type === 'script' || pathname.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return undefined;
}

/** Applies THROTTLING (network and CPU) to a page through DevTools. */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

export interface MeasureOptions {
  variant: string;
  baseUrl: string;
  path: string;
  run: number;
  /** Resolves when the page's own content is on screen. */
  ready(page: Page): Promise<void>;
  /** Text only the page's own content has (timed in the page by ownContentScript). */
  marker: string;
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** Each URL once (a prefetched file fetched again from the cache when it runs). */
const once = (list: Captured[]): Captured[] => [...new Map(list.map((c) => [c.url, c])).values()];

const sum = (list: Captured[]): Bytes => ({
  wire: list.reduce((n, c) => n + c.wire, 0),
  raw: list.reduce((n, c) => n + c.body.length, 0),
  gzip: list.reduce((n, c) => n + gzipSize(c.url, c.body), 0),
});

/**
 * Until no request has started for 1.5 s. "Network idle" alone ended a load 300 ms later, before a chunk that a
 * takeover imports in an effect (the toaster's, requested ~0.7 s after the takeover under this throttling): it was
 * in or out of the byte totals and the long tasks depending on the run.
 */
async function untilQuiet(page: Page, quietMs = 1500): Promise<void> {
  let last = Date.now();
  const onRequest = () => void (last = Date.now());
  page.on('request', onRequest);
  try {
    while (Date.now() - last < quietMs) await page.waitForTimeout(quietMs - (Date.now() - last));
  } finally {
    page.off('request', onRequest);
  }
}

/**
 * The visitor's first intent on a page that waits for one: a key press (Shift: it moves nothing), then the scripts
 * start, the shell and the slots are taken over. Measured after the load, so its tasks are not the load's.
 */
async function measureIntent(page: Page): Promise<IntentRun> {
  await page.evaluate(MARK_INTENT);
  await page.keyboard.press('Shift');
  await until(page, INTENT_TAKEN_OVER, 60_000, 100);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await untilQuiet(page);
  return (await page.evaluate(READ_INTENT)) as IntentRun;
}

/** A fresh context (cold HTTP cache), throttled, one navigation, measured until the network is idle. */
export async function measurePage(browser: Browser, options: MeasureOptions): Promise<PageRun> {
  const context = await newContext(browser, { baseURL: options.baseUrl, viewport: VIEWPORT, storageState: options.storageState });
  try {
    await context.addInitScript({ content: OBSERVERS });
    await context.addInitScript({ content: ownContentScript(options.marker) });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await throttle(context, page);

    let requests = 0;
    const captured: Captured[] = [];
    const pending: Array<Promise<void>> = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) requests += 1;
    });
    page.on('requestfinished', (request) => {
      const kind = kindOf(request);
      if (!kind) return;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return;
          const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
          const timing = request.timing();
          captured.push({
            url: request.url(),
            kind,
            finishedAt: timing.startTime + Math.max(timing.responseEnd, 0),
            wire: sizes.responseBodySize + sizes.responseHeadersSize,
            body,
          });
        })().catch(() => undefined), // a body the browser already dropped: not counted
      );
    });

    const started = Date.now();
    await page.goto(options.path, { waitUntil: 'commit' });
    await options.ready(page);
    const ready = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    // Server HTML satisfies ready() before any script ran; the load is over only once every remote slot has been
    // taken over (or has failed), so the hydration's tasks are inside TBT and the longest task.
    await until(page, SLOTS_SETTLED, 30_000, 250);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await untilQuiet(page);
    const vitals = await readVitals(page);
    await Promise.all(pending);
    const loadFiles = captured.slice(); // what the load fetched; the intent's files are counted apart
    const loadRequests = requests;
    const intent = (await page.evaluate(SCRIPTS_WAITING)) ? await measureIntent(page) : null;
    if (intent) {
      await Promise.all(pending);
      // Files the load had not fetched: the entry, prefetched when the browser was idle, comes from the cache.
      const loaded = new Set(loadFiles.map((c) => c.url));
      intent.jsGzip = sum(captured.slice(loadFiles.length).filter((c) => c.kind === 'js' && !loaded.has(c.url))).gzip;
    }
    // How the slots were taken over: after the intent where the scripts waited for one.
    const takeover = intent ? (await readVitals(page)).takeover : vitals.takeover;

    const paintedAt = vitals.timeOrigin + vitals.fcp;
    const critical = loadFiles.filter((c) => c.finishedAt <= paintedAt);
    const beforeContent = loadFiles.filter((c) => c.finishedAt <= started + ready);
    const of = (list: Captured[], kind: 'js' | 'css') => list.filter((c) => c.kind === kind);
    // Copies of a singleton: over everything the page ran, the intent's files too.
    const count = (signature: string) => new Set(of(captured, 'js').filter((c) => c.body.includes(signature)).map((c) => c.url)).size;
    return {
      variant: options.variant,
      path: options.path,
      run: options.run,
      fcp: vitals.fcp,
      lcp: vitals.lcp,
      tbt: vitals.tbt,
      cls: vitals.cls,
      ready: vitals.timeOrigin > 0 ? Math.max(0, started + ready - vitals.timeOrigin) : ready,
      ownPaint: vitals.ownPaint,
      ownPaintSource: vitals.ownPaintSource,
      longestTask: vitals.longestTask,
      longTasks: vitals.longTasks,
      takeover,
      intent,
      requests: loadRequests,
      jsCritical: sum(of(critical, 'js')),
      jsBeforeContent: sum(of(beforeContent, 'js')),
      jsTotal: sum(of(once(captured), 'js')),
      cssCritical: sum(of(critical, 'css')),
      cssTotal: sum(of(once(captured), 'css')),
      copies: { react: count(SIGNATURES.react), reactDom: count(SIGNATURES.reactDom), goTrue: count(SIGNATURES.goTrue) },
      criticalFiles: of(critical, 'js').map((c) => ({ url: c.url, gzip: gzipSize(c.url, c.body) })),
      contentFiles: of(beforeContent, 'js').map((c) => ({ url: c.url, gzip: gzipSize(c.url, c.body) })),
    };
  } finally {
    await context.close();
  }
}
