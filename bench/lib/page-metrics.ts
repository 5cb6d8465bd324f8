/**
 * One cold page load under throttling, measured: Web Vitals from PerformanceObservers injected before any page
 * script, and every JS/CSS response (wire bytes, raw bytes, gzip bytes, finished before first paint or not).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { newContext, VIEWPORT } from './browser';

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
  /** Each remote slot on the page and how its remote took it over (data-takeover), or 'none'. */
  takeover: Array<{ slot: string; takeover: string; fragment: boolean }>;
  requests: number;
  jsCritical: Bytes;
  /** JS finished before the page's own content was visible: what it takes to show the page, not just paint. */
  jsBeforeContent: Bytes;
  jsTotal: Bytes;
  cssCritical: Bytes;
  cssTotal: Bytes;
  copies: Record<keyof typeof SIGNATURES, number>;
  /** The JS files finished before first paint (for finding what is on the critical path). */
  criticalFiles: Array<{ url: string; gzip: number }>;
  /** The JS files finished before the page's own content was visible. */
  contentFiles: Array<{ url: string; gzip: number }>;
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

/*
 * In-page code is passed as strings: tsx compiles this file with esbuild's keepNames, which would wrap functions
 * passed to the browser in a `__name()` helper the page does not have.
 */

/** Runs in the page before its scripts: records paint, LCP, layout shifts and long tasks. */
const OBSERVERS = `(() => {
  const state = { fcp: -1, lcp: -1, shifts: [], longTasks: [] };
  window.__bench = state;
  const observe = (type, callback) => {
    try {
      new PerformanceObserver((list) => callback(list.getEntries())).observe({ type, buffered: true });
    } catch (error) {
      // an entry type this browser does not know: leave it at its default
    }
  };
  observe('paint', (entries) => { for (const e of entries) if (e.name === 'first-contentful-paint') state.fcp = e.startTime; });
  observe('largest-contentful-paint', (entries) => { for (const e of entries) state.lcp = e.startTime; });
  observe('layout-shift', (entries) => { for (const e of entries) if (!e.hadRecentInput) state.shifts.push({ t: e.startTime, v: e.value }); });
  observe('longtask', (entries) => { for (const e of entries) state.longTasks.push({ s: e.startTime, d: e.duration }); });
})();`;

/*
 * CLS: the largest session window (shifts < 1 s apart, window <= 5 s), as web-vitals computes it.
 * TBT: the part of each long task over 50 ms, for tasks ending after first contentful paint, to the end of the load.
 */
const READ_VITALS = `(() => {
  const state = window.__bench;
  let cls = 0, windowValue = 0, windowStart = -Infinity, last = -Infinity;
  for (const shift of state.shifts) {
    if (shift.t - last > 1000 || shift.t - windowStart > 5000) { windowValue = 0; windowStart = shift.t; }
    windowValue += shift.v;
    last = shift.t;
    cls = Math.max(cls, windowValue);
  }
  const tbt = state.longTasks.filter((t) => t.s + t.d > state.fcp).reduce((sum, t) => sum + Math.max(0, t.d - 50), 0);
  const longestTask = state.longTasks.reduce((max, t) => Math.max(max, t.d), 0);
  const own = window.__benchOwn || { element: -1, frame: -1 };
  const ownPaint = own.element >= 0 ? own.element : own.frame;
  const ownPaintSource = own.element >= 0 ? 'element-timing' : own.frame >= 0 ? 'frame' : 'not found';
  const takeover = Array.from(document.querySelectorAll('[data-remote-slot]')).map((slot) => {
    const content = slot.querySelector(':scope > [data-slot-content]');
    return {
      slot: slot.getAttribute('data-remote-slot') || '?',
      takeover: (content && content.getAttribute('data-takeover')) || 'none',
      fragment: Boolean(content && content.querySelector('[data-fragment]')),
    };
  });
  return { timeOrigin: performance.timeOrigin, fcp: state.fcp, lcp: state.lcp, cls, tbt, longestTask, longTasks: state.longTasks.length, ownPaint, ownPaintSource, takeover };
})()`;

/**
 * Time to the page's own content, in the page: when the marker text is first painted. Server HTML is not
 * "rendered" by any script, so nothing in the page announces it; what we do:
 * - a MutationObserver (it sees the parser's insertions too) finds the element that holds the marker as soon as it
 *   enters the DOM and gives it an `elementtiming` attribute before its first paint; Chromium's Element Timing
 *   then reports the frame it was actually painted in (renderTime). Our markup sets no elementtiming of its own.
 * - as a fallback (marker outside the viewport, or text the parser grew after inserting it), a frame callback
 *   stamps the first frame in which the marker is in the DOM: the paint follows in that frame.
 * The observer stops at the first hit, so its cost to the page is a check of each inserted node until then.
 */
function ownContentScript(marker: string): string {
  return `(() => {
  const marker = ${JSON.stringify(marker)};
  const own = { element: -1, frame: -1 };
  window.__benchOwn = own;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.identifier === 'bench-own-content' && own.element < 0) own.element = e.renderTime || e.loadTime || e.startTime;
      }
    }).observe({ type: 'element', buffered: true });
  } catch (error) {
    // no Element Timing: the frame stamp below stands alone
  }
  let tagged = false;
  // Text in <head> (the <title> often repeats a heading) is never painted.
  const inHead = (node) => { const el = node.nodeType === 1 ? node : node.parentElement; return !el || Boolean(el.closest('head')); };
  const holder = (node) => {
    if (inHead(node)) return null;
    if (node.nodeType === 3) return node.data.includes(marker) ? node.parentElement : null;
    if (node.nodeType !== 1 || !node.textContent.includes(marker)) return null;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) if (text.data.includes(marker)) return text.parentElement;
    return node;
  };
  const tag = (element) => {
    if (tagged || !element) return;
    tagged = true;
    observer.disconnect();
    element.setAttribute('elementtiming', 'bench-own-content');
    requestAnimationFrame(() => { if (own.frame < 0) own.frame = performance.now(); });
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) { tag(holder(node)); if (tagged) return; }
  });
  observer.observe(document, { childList: true, subtree: true });
  const poll = () => {
    if (own.frame >= 0) return;
    if (document.body && document.body.textContent.includes(marker)) { own.frame = performance.now(); tag(holder(document.body)); return; }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;
}

/** Every remote slot's content was taken over (data-takeover) or hidden after a failure. */
const SLOTS_SETTLED = `Array.from(document.querySelectorAll('[data-slot-content]')).every((e) => e.hasAttribute('data-takeover') || e.hidden)`;

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

async function throttle(context: BrowserContext, page: Page): Promise<void> {
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

const sum = (list: Captured[]): Bytes => ({
  wire: list.reduce((n, c) => n + c.wire, 0),
  raw: list.reduce((n, c) => n + c.body.length, 0),
  gzip: list.reduce((n, c) => n + gzipSize(c.url, c.body), 0),
});

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
    await page.waitForFunction(SLOTS_SETTLED, undefined, { timeout: 30_000, polling: 250 }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    const vitals = await readVitals(page);
    await Promise.all(pending);

    const paintedAt = vitals.timeOrigin + vitals.fcp;
    const critical = captured.filter((c) => c.finishedAt <= paintedAt);
    const beforeContent = captured.filter((c) => c.finishedAt <= started + ready);
    const of = (list: Captured[], kind: 'js' | 'css') => list.filter((c) => c.kind === kind);
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
      takeover: vitals.takeover,
      requests,
      jsCritical: sum(of(critical, 'js')),
      jsBeforeContent: sum(of(beforeContent, 'js')),
      jsTotal: sum(of(captured, 'js')),
      cssCritical: sum(of(critical, 'css')),
      cssTotal: sum(of(captured, 'css')),
      copies: { react: count(SIGNATURES.react), reactDom: count(SIGNATURES.reactDom), goTrue: count(SIGNATURES.goTrue) },
      criticalFiles: of(critical, 'js').map((c) => ({ url: c.url, gzip: gzipSize(c.url, c.body) })),
      contentFiles: of(beforeContent, 'js').map((c) => ({ url: c.url, gzip: gzipSize(c.url, c.body) })),
    };
  } finally {
    await context.close();
  }
}
