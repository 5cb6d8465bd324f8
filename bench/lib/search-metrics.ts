/**
 * The header search, measured in a throttled page (the bench's Slow 4G + CPU 4×): what the first focus costs
 * (the catalogue's search box and index, fetched on intent) and how long a keystroke takes to show results.
 * In-page code is passed as strings (see page-metrics.ts: tsx's keepNames would leak a `__name()` helper).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { SLOTS_SETTLED } from './page-scripts';
import { until } from './page-wait';
import { newContext, VIEWPORT } from './browser';
import { throttle } from './page-metrics';

export interface FocusRun {
  path: string;
  run: number;
  /** JS files (and their gzip bytes) the page loaded before the focus: the search code must not be among them. */
  searchCodeBeforeFocus: string[];
  /** Focus of the plain field → the catalogue's combobox in its place, focused (ms). */
  readyMs: number;
  /** The catalogue's JS fetched after the focus: gzip bytes, and the files. */
  jsGzip: number;
  files: Array<{ file: string; gzip: number }>;
  /** JS from other origins fetched meanwhile (the host's toaster on idle, …): not the search's, listed apart. */
  otherFiles: string[];
  /** Per keystroke that changed the list: keydown → the results committed to it (ms); the first builds the index. */
  keystrokes: number[];
  /** Event Timing: the keystrokes' durations to the next paint, for those of 16 ms or more. */
  paints: number[];
  /** Results listed after the last keystroke (options, "See all results" included). */
  options: number;
}

/**
 * Stamps the focus, the combobox's arrival, and each keystroke: keydown → the results committed to the listbox
 * (a MutationObserver, synchronous with React's commit), and from the Event Timing API each keystroke's
 * duration to the next paint (reported only from 16 ms up, the API's floor).
 */
const PROBE = `(() => {
  const probe = { focus: -1, ready: -1, keys: [], paints: {} };
  window.__searchProbe = probe;
  // The plain field gets the focus first; the catalogue's combobox takes it once it has replaced that field.
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !target.closest('header form[role=search]')) return;
    if (probe.focus < 0) probe.focus = performance.now();
    if (probe.ready < 0 && target.getAttribute('role') === 'combobox') probe.ready = performance.now();
  }, true);
  let pending = null;
  // A keystroke that changes nothing (a space after a word) is recorded as null when the next one comes.
  probe.settle = () => { if (pending) { pending.disconnect(); pending = null; probe.keys.push(null); } };
  document.addEventListener('keydown', (event) => {
    if (!(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'combobox') return;
    probe.settle();
    const start = event.timeStamp;
    const list = document.getElementById(event.target.getAttribute('aria-controls'));
    if (!list) return;
    const watcher = new MutationObserver(() => { watcher.disconnect(); pending = null; probe.keys.push(performance.now() - start); });
    pending = watcher;
    watcher.observe(list, { childList: true, subtree: true, characterData: true, attributes: true });
  }, true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId) probe.paints[e.interactionId] = Math.max(probe.paints[e.interactionId] || 0, e.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (error) {
    // no Event Timing: the commit times stand alone
  }
})();`;

/**
 * A fresh, throttled context: load `path`, let it settle, focus the header search, then type `query`.
 * `searchOnly`: the catalogue's files that only its search modules load (from its mf-manifest.json);
 * `catalogueOrigin`: where the catalogue is served, whose files the focus is charged with.
 */
export async function measureSearch(
  browser: Browser,
  baseUrl: string,
  path: string,
  query: string,
  run: number,
  searchOnly: ReadonlySet<string>,
  catalogueOrigin: string,
): Promise<FocusRun> {
  const context = await newContext(browser, { baseURL: baseUrl, viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await throttle(context, page);

    const loaded: Array<{ url: string; at: number; body: Buffer }> = [];
    const pending: Array<Promise<void>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) return;
      const at = Date.now();
      pending.push(
        (async () => {
          const response = await request.response();
          if (response) loaded.push({ url: request.url(), at, body: await response.body() });
        })().catch(() => undefined),
      );
    });

    await page.goto(path, { waitUntil: 'load' });
    await until(page, SLOTS_SETTLED);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const beforeFocus = loaded.length;
    const focusedAt = Date.now();

    await page.getByRole('banner').getByRole('searchbox').focus();
    const box = page.getByRole('banner').getByRole('combobox');
    await box.waitFor();
    if (!(await until(page, 'window.__searchProbe.ready >= 0'))) throw new Error(`${path}: the search box never took the focus`);
    for (const key of query) {
      const before = Number(await page.evaluate('window.__searchProbe.keys.length'));
      await page.keyboard.press(key);
      // A keystroke that changes nothing leaves no mutation to wait for: two seconds, then the next key.
      await until(page, `window.__searchProbe.keys.length > ${String(before)}`, 2000);
    }
    await page.evaluate('window.__searchProbe.settle()');
    await new Promise((resolve) => setTimeout(resolve, 500)); // the last keystroke's Event Timing entry
    const options = await page.getByRole('option').count();
    const probe = (await page.evaluate('window.__searchProbe')) as { focus: number; ready: number; keys: Array<number | null>; paints: Record<string, number> };
    await Promise.all(pending);
    const after = loaded.slice(beforeFocus).filter((file) => file.at >= focusedAt);
    const fromCatalogue = after.filter((file) => new URL(file.url).origin === catalogueOrigin);
    const files = fromCatalogue.map((file) => ({ file: new URL(file.url).pathname.slice(1), gzip: gzipSync(file.body, { level: 9 }).length }));
    const otherFiles = after.filter((file) => !fromCatalogue.includes(file)).map((file) => file.url);
    return {
      path,
      run,
      searchCodeBeforeFocus: loaded.slice(0, beforeFocus).map((file) => new URL(file.url).pathname.slice(1)).filter((file) => searchOnly.has(file)),
      readyMs: probe.ready - probe.focus,
      jsGzip: files.reduce((sum, file) => sum + file.gzip, 0),
      files,
      otherFiles,
      keystrokes: probe.keys.filter((time): time is number => time !== null),
      paints: Object.values(probe.paints),
      options,
    };
  } finally {
    await context.close();
  }
}

export interface PageJs {
  path: string;
  /** gzip bytes of every JS file the page fetched, by file (path on its origin, with the origin's port). */
  files: Record<string, number>;
}

/**
 * Every JS file a page fetches with no interaction, unthrottled, 5 s after its network went idle: an exact list
 * to compare two builds by, where the throttled loads' timings decide what lands before a paint. The idle
 * prefetch of other remotes is switched off (the page is told the visitor saves data), so only the page's own
 * needs and its late loads (the toaster on idle) count.
 */
export async function pageJs(browser: Browser, baseUrl: string, path: string, fileOf: (url: URL) => string | undefined): Promise<PageJs> {
  const context = await newContext(browser, { baseURL: baseUrl, viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: `Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });` });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const urls = (await page.evaluate(`performance.getEntriesByType('resource').map((e) => e.name).filter((name) => /\\.js$/.test(name))`)) as string[];
    const files: Record<string, number> = {};
    for (const url of urls) {
      const parsed = new URL(url);
      const file = fileOf(parsed);
      if (file) files[`${parsed.port}${parsed.pathname}`] = gzipSync(readFileSync(file), { level: 9 }).length;
    }
    return { path, files };
  } finally {
    await context.close();
  }
}
