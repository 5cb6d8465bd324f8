/**
 * The start gate: the only script a page loads at first (about 8.3 KB, 3.1 KB brotli). The page arrives composed and
 * readable, with working links, so the site's scripts (the host's entry, React, the federation runtime, the
 * remotes) start on the visitor's first intent — a pointer or key press, a focus, a pointer over something
 * interactive — or at once when the HTML alone cannot show the right page (start-conditions.ts; each remote's
 * fragment says whether it is complete without its script). Until they have
 * taken over, submissions and button clicks are held and replayed (held-interactions.ts). An entry that cannot be
 * loaded is tried again; when that is no use, the reader is told, and what they pressed stays held (start-failure.ts).
 * docs/decisions/037-scripts-start-on-intent.md
 */
import { FRAGMENT_START_ATTR, STARTS_ON_LOAD } from '@wanderpages/shared/contracts/fragments';
import { startConfigRequest, takeConfigRequest } from '../config/config-request';
import { consumeWhenFailed } from './failed-preloads';
import { holdInteractions } from './held-interactions';
import { fragmentScripts, remotePreloads } from './remote-scripts';
import { ADMIN_HINT_STORAGE_KEY, adminHinted, markSession, SESSION_STORAGE_KEY } from '@wanderpages/shared/contracts/session';
import { sessionLikely, slotWaits, startReason, type PageFacts } from './start-conditions';
import { hideLoadFailure, retryStart, showLoadFailure, type StartTries } from './start-failure';

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointerover'] as const;
const INTERACTIVE = 'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]';

const gate = document.currentScript;
const entry = gate instanceof HTMLScriptElement ? gate.dataset.entry : undefined;
let started = false;

function storedKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return []; // storage disabled: no stored session either
  }
}

/** A `<link>` in the head: how the gate asks the browser to fetch a file before (or instead of) running it. */
function addLink(rel: 'preload' | 'prefetch', as: 'script' | 'fetch', href: string, attributes: Record<string, string> = {}): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.as = as;
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  if (rel === 'preload') consumeWhenFailed(link);
  document.head.append(link);
}

/** The files the build listed in one of the gate's attributes (host/prerender/start-gate.ts): the host's own only. */
function listed(list: 'startScripts' | 'sessionScripts'): string[] {
  const files = gate instanceof HTMLScriptElement ? (gate.dataset[list]?.split(' ') ?? []) : [];
  return files.filter((href) => href.startsWith('/'));
}

/**
 * Each request a script starts costs the main thread a few ms on a slow phone (the browser sets it up then), and
 * the gate starts about twenty: in one task that was 50–100 ms at CPU 4×, inside the handler of the visitor's
 * first key or pointer press. So they go a few at a time, each group in a task of its own, the most urgent first.
 */
const PER_TASK = 4;

/** Runs the steps PER_TASK at a time, each group in a task of its own, in order. */
function inTasks(steps: Array<() => void>): void {
  if (steps.length === 0) return;
  setTimeout(() => {
    for (const step of steps.slice(0, PER_TASK)) step();
    inTasks(steps.slice(PER_TASK));
  }, 0);
}

function start(): void {
  if (started || !entry) return;
  started = true;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
  const src = entry;
  const tries = retryStart(
    () => load(src, tries),
    // What the reader pressed stays held (a form posted without its script would leave the page and lose what
    // they typed): the message says to reload, links still work, and a later try that succeeds replays it.
    () => showLoadFailure(),
  );
  // The entry ran, but a file it starts with could not be loaded (its import() is rejected, and nothing else
  // would tell): the entry cannot run twice in one page, so only a reload can start the page now.
  // (Only the entry's runtime loads chunks before #root is taken over; a remote's failure is its slot's to show.)
  window.addEventListener('unhandledrejection', ({ reason }) => {
    if ((reason as Error | undefined)?.name === 'ChunkLoadError' && !document.getElementById('root')?.hasAttribute('data-takeover')) tries.stop(true);
  });
  load(src, tries);
}

/** One try of the entry, with the files it starts with; a failed one is tried again (start-failure.ts). */
function load(src: string, tries: StartTries): void {
  // What the entry loads as soon as it runs (its async boundary, React and the other singletons) is fetched
  // beside it, rather than one round trip after it; so is the Supabase client (about 50 KB) when it will be needed
  // at once (a stored session, an email link), at low priority: it runs only when the shell asks for it, after the
  // hydration, with which its evaluation would compete. The build lists both (rspack.gate-scripts.ts).
  const preloads = [
    ...listed('startScripts').map((href) => () => addLink('preload', 'script', href)),
    ...(sessionLikely(pageFacts()) ? listed('sessionScripts') : []).map((href) => () => addLink('preload', 'script', href, { fetchpriority: 'low' })),
  ];
  // The entry and its first request (config/config-request.ts) in the first task after this one, the preloads in
  // the tasks after it (timers of the same delay run in the order they were set).
  setTimeout(() => {
    const config = askConfig();
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => {
      tries.stop(); // it has run: it cannot run again in this page
      hideLoadFailure();
    };
    script.onerror = () => {
      script.remove();
      tries.failed();
    };
    document.head.append(script);
    if (config !== remotesFrom) preloadRemotes((remotesFrom = config));
  }, 0);
  inTasks(preloads);
}

/** The config request whose answer the remotes' files were preloaded from (a try again asks only a failed one again). */
let remotesFrom: Promise<unknown> | undefined;

/**
 * The remotes' files the page's fragments name (their manifest, entry and chunks), fetched as soon as the config
 * says where each remote lives: otherwise each waits for the one before it, after the host's entry has run.
 */
function preloadRemotes(config: Promise<unknown>): void {
  const remotes = fragmentScripts(document);
  if (remotes.size === 0) return;
  config.then(
    (json) => {
      const preloads = remotePreloads(json, remotes);
      // The manifests at once: the entry takes the same answer right after this, and a manifest its runtime
      // fetches before the preload exists would be fetched twice (fetch() has no memory cache to meet it in).
      for (const { href } of preloads.filter(({ as }) => as === 'fetch')) addLink('preload', 'fetch', href, { crossorigin: 'anonymous' });
      // The scripts a few per task after it: each link costs a few ms on a slow phone, and this task is also the
      // entry's (bench/FINDINGS.md, ninth round). The runtime asks for them only once a manifest has arrived, and
      // a script it asks for first is the one the preload then finds in the memory cache.
      inTasks(preloads.filter(({ as }) => as === 'script').map(({ href }) => () => addLink('preload', 'script', href)));
    },
    () => undefined, // the entry reports a config that cannot be read
  );
}

function onIntent(event: Event): void {
  // Passing over the page's text is not intent; passing over a link or a control is (it may be clicked next).
  if (event.type === 'pointerover' && !(event.target instanceof Element && event.target.closest(INTERACTIVE))) return;
  start();
}

/** The config the gate asked for (while the page was idle, or at a try of the entry): when, and whether it failed. */
let asked: { at: number; failed: boolean; request: Promise<unknown> } | undefined;
/** A config older than this at the first intent is asked for again (a deploy may have moved a remote since). */
const IDLE_CONFIG_MAX_AGE_MS = 5 * 60_000;

/** The page's config request (config/config-request.ts), made again if the one the gate made failed or is old. */
function askConfig(): Promise<unknown> {
  if (!asked || asked.failed || Date.now() - asked.at > IDLE_CONFIG_MAX_AGE_MS) {
    takeConfigRequest(); // the one that failed or is old, if any
    const made = { at: Date.now(), failed: false, request: startConfigRequest() };
    made.request.catch(() => void (made.failed = true));
    asked = made;
  }
  return asked.request;
}

/**
 * After load, when the browser is idle and the connection is not metered or slow, fetch without running what the
 * first intent will need: the entry and the chunks it starts with (its async boundary, React and the other
 * singletons: the same files on every page, so a reader pays for them once), the config, and the chunks the page's
 * fragments name. The first intent then costs their evaluation and one round trip for the remotes' manifests and
 * entries (no-store), instead of the config's round trip, then the remotes' files, behind the host's downloads.
 */
function prefetchWhenIdle(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!entry || started || connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  const chunks = fragmentScripts(document, { chunksOnly: true });
  if (chunks.size > 0) {
    askConfig().then(
      (json) => {
        if (started) return; // the intent's own preloads fetch them now
        const prefetches = remotePreloads(json, chunks).filter(({ as }) => as === 'script');
        inTasks(prefetches.map(({ href }) => () => addLink('prefetch', 'script', href)));
      },
      () => undefined, // asked again at the intent
    );
  }
  inTasks([entry, ...listed('startScripts')].map((href) => () => addLink('prefetch', 'script', href)));
}

/**
 * What the gate reads of the page and its storage, once. Reading localStorage the first time is the costly part
 * (10–24 ms at CPU 4×, bench/FINDINGS.md), so it happens in a task of its own after the gate's first one, which
 * shares its task with the end of the document's parsing (DOMContentLoaded, load); or at the first intent, if one
 * comes first.
 */
let facts: Pick<PageFacts, 'query' | 'storedKeys'> | undefined;
function pageFacts(): Pick<PageFacts, 'query' | 'storedKeys'> {
  return (facts ??= { query: window.location.search + window.location.hash, storedKeys: storedKeys() });
}

/** Whether the admin hint names the user of the session stored under `sessionKey`. */
function hintedAdmin(sessionKey: string): boolean {
  try {
    return adminHinted(window.localStorage.getItem(ADMIN_HINT_STORAGE_KEY), window.localStorage.getItem(sessionKey));
  } catch {
    return false;
  }
}

/** Whether the page's scripts must start now (start-conditions.ts); otherwise what they need is fetched when idle. */
function decide({ prefetch = true } = {}): void {
  const page = pageFacts();
  // What is stored, said on <html> (contracts/session.ts). The header's Sign in link is in the HTML (most visitors
  // are signed out); with a stored session it stays hidden until the account is known (header-account.tsx). A
  // session the admin lookup last found an admin's has the dashboard draw its title at once (remote-admin).
  const sessionKey = page.storedKeys.find((key) => SESSION_STORAGE_KEY.test(key));
  markSession({ stored: sessionKey !== undefined, admin: sessionKey !== undefined && hintedAdmin(sessionKey) });
  if (started) return;
  const slots = [...document.querySelectorAll('[data-slot-content]')];
  const reason = startReason({
    ...page,
    everySlotWaits: slots.every((slot) => slotWaits(slot.querySelector(`:scope > [${FRAGMENT_START_ATTR}]`)?.getAttribute(FRAGMENT_START_ATTR) ?? null, window.location.search)),
    somePartAsksForScript: document.querySelector(`[${FRAGMENT_START_ATTR}="${STARTS_ON_LOAD}"]`) !== null,
  });
  if (reason) return start();
  if (!prefetch) return;
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(prefetchWhenIdle, { timeout: 5000 }) : setTimeout(prefetchWhenIdle, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

holdInteractions();
for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
setTimeout(decide, 0);
// Brought back by Back or Forward before its scripts started (docs/decisions/048): the reader may have signed in
// on the page they come from, so storage is read again; a stored session now starts the scripts, as on a load.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted || started) return;
  facts = undefined;
  decide({ prefetch: false });
});
