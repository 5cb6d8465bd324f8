import type { Page } from '@playwright/test';

/**
 * Waits until an expression is true in the page; false when `timeoutMs` passed first. Not page.waitForFunction:
 * it compiles a string predicate in the page, which the site's Content-Security-Policy (no eval) refuses, so the
 * wait would end at once with an error; page.evaluate goes through DevTools instead.
 */
export async function until(page: Page, expression: string, timeoutMs = 60_000, pollMs = 25): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return true;
}
