/**
 * The scripts page-metrics.ts runs inside the measured page (as strings, so the bundler never touches them):
 * the performance observers, the read-out of the vitals, the own-content paint marker, the slots-settled test.
 * In-page code is passed as strings: tsx compiles with esbuild's keepNames, which would wrap functions passed to
 * the browser in a `__name()` helper the page does not have.
 */
/** Runs in the page before its scripts: records paint, LCP, layout shifts and long tasks. */
export const OBSERVERS = `(() => {
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
export const READ_VITALS = `(() => {
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
export function ownContentScript(marker: string): string {
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

/**
 * The site's scripts wait for the visitor's first intent (docs/decisions/037): the start gate's script tag names
 * the entry, which it has not added to the page yet. False on a page without the gate (the monolith).
 */
export const SCRIPTS_WAITING = `(() => {
  const gate = document.querySelector('script[data-entry]');
  const entry = gate && gate.getAttribute('data-entry');
  return Boolean(entry) && !Array.from(document.scripts).some((s) => s.getAttribute('src') === entry);
})()`;

const TAKEN_OVER = `(Array.from(document.querySelectorAll('[data-slot-content]')).every((e) => e.hasAttribute('data-takeover') || e.hidden) && (!document.getElementById('root') || !document.querySelector('script[data-entry]') || document.getElementById('root').hasAttribute('data-takeover')))`;

/**
 * The load is over: the scripts wait for an intent, or the shell and every remote slot's content were taken over
 * (data-takeover) or the slot hidden after a failure.
 */
export const SLOTS_SETTLED = `(${SCRIPTS_WAITING} || ${TAKEN_OVER})`;

/**
 * Marks the first intent's start (just before the bench presses a key) and records, in the page, when the shell
 * and every slot have been taken over after it.
 */
export const MARK_INTENT = `(() => {
  const probe = { start: performance.now(), done: -1 };
  window.__benchIntent = probe;
  const check = () => {
    if (probe.done < 0 && ${TAKEN_OVER}) {
      probe.done = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['data-takeover', 'hidden'] });
})()`;

export const INTENT_TAKEN_OVER = `window.__benchIntent.done >= 0`;

/** From the intent: the time to the takeover, and the long tasks that began after it (the longest, their blocking). */
export const READ_INTENT = `(() => {
  const probe = window.__benchIntent;
  const tasks = window.__bench.longTasks.filter((t) => t.s >= probe.start);
  return {
    toTakeover: probe.done >= 0 ? probe.done - probe.start : -1,
    longestTask: tasks.reduce((max, t) => Math.max(max, t.d), 0),
    blocking: tasks.reduce((sum, t) => sum + Math.max(0, t.d - 50), 0),
    longTasks: tasks.length,
    jsGzip: 0,
  };
})()`;
