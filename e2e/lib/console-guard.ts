/**
 * Every spec's pages are watched: a console error or warning, or an uncaught page error, that the test did not
 * announce fails it. The one way to announce one is `expectConsole(kind, pattern)` in the test that provokes it
 * (the same name and meaning as jest's, jest/console-guard.ts): allowed, and required to have appeared by the end.
 */
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

export type ConsoleKind = 'error' | 'warn' | 'pageerror';

interface Expectation {
  kind: ConsoleKind;
  pattern: RegExp | string;
  seen: number;
}

export type ExpectConsole = (kind: ConsoleKind, pattern: RegExp | string) => void;

function kindOf(message: ConsoleMessage): ConsoleKind | undefined {
  if (message.type() === 'error') return 'error';
  if (message.type() === 'warning') return 'warn';
  return undefined;
}

/** A console message's text; Chromium's "Failed to load resource" names no URL, so the resource's is added. */
function describe(message: ConsoleMessage): string {
  const { url } = message.location();
  return message.text().startsWith('Failed to load resource') && url ? `${message.text()} (${url})` : message.text();
}

export class ConsoleGuard {
  private readonly expectations: Expectation[] = [];
  private readonly unexpected: string[] = [];
  private readonly watched = new WeakSet<Page>();

  readonly expect: ExpectConsole = (kind, pattern) => {
    this.expectations.push({ kind, pattern, seen: 0 });
  };

  /** Watches every page the context has and opens. */
  watchContext(context: BrowserContext): void {
    for (const page of context.pages()) this.watch(page);
    context.on('page', (page) => this.watch(page));
  }

  watch(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('console', (message) => {
      const kind = kindOf(message);
      if (kind) this.record(kind, describe(message));
    });
    page.on('pageerror', (error) => this.record('pageerror', error.message));
  }

  private record(kind: ConsoleKind, text: string): void {
    const match = this.expectations.find((e) => e.kind === kind && (typeof e.pattern === 'string' ? text === e.pattern : e.pattern.test(text)));
    if (match) match.seen += 1;
    else this.unexpected.push(`${kind}: ${text}`);
  }

  /** Whether an announced message has appeared yet (to wait for it with expect.poll). */
  seen(kind: ConsoleKind, pattern: RegExp | string): boolean {
    return this.expectations.some((e) => e.kind === kind && String(e.pattern) === String(pattern) && e.seen > 0);
  }

  /** What went wrong: unexpected messages, and announced ones that never appeared. */
  problems(): string[] {
    const missing = this.expectations.filter((e) => e.seen === 0).map((e) => `expected ${e.kind} did not appear: ${e.pattern}`);
    return [...this.unexpected, ...missing];
  }
}

/**
 * What Chromium says when a page's HTML has no mark for its first frame to wait for (docs/decisions/040): a remote
 * whose fragment is missing (down) or built before the mark. The page then renders once its HTML is parsed.
 */
export const MISSING_PAGE_OPENING = /^Did not find element expected to be parsed from: <link rel=expect href="#page-opening-end">$/;
