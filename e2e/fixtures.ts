import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createNodeClient, readMailbox } from '../supabase/src/testing';
import { ConsoleGuard, type ExpectConsole } from './lib/console-guard';

export { E2E_ADMIN, E2E_READER } from './global-setup';
export { expectPage, PAGES } from './lib/expect-page';
export { expect };

/**
 * The `test` every spec uses (ESLint refuses @playwright/test's own in e2e/tests): each test's pages are watched
 * for console errors, warnings and page errors, and any the test did not announce with `expectConsole` fails it.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard; expectConsole: ExpectConsole }>({
  consoleGuard: [
    async ({ context }, use) => {
      const guard = new ConsoleGuard();
      guard.watchContext(context);
      await use(guard);
      expect(guard.problems(), 'console errors, warnings or page errors the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
  expectConsole: async ({ consoleGuard }, use) => {
    await use(consoleGuard.expect);
  },
});

export function backend(): { url: string; anonKey: string; serviceKey: string } {
  const url = process.env.E2E_BACKEND_URL;
  const anonKey = process.env.E2E_ANON_KEY;
  const serviceKey = process.env.E2E_SERVICE_KEY;
  if (!url || !anonKey || !serviceKey) throw new Error('e2e global setup did not run');
  return { url, anonKey, serviceKey };
}

/** A privileged client for arranging and checking data behind the UI's back. */
export function serviceClient(): SupabaseClient {
  const { url, serviceKey } = backend();
  return createNodeClient(url, serviceKey);
}

/** What a sign-in request carried, against what was typed (the password itself is never printed). */
function describeSignIn(body: string | null, email: string, password: string): string {
  try {
    const sent = JSON.parse(body ?? '') as { email?: unknown; password?: unknown };
    const sentPassword = typeof sent.password === 'string' ? sent.password : '';
    return `email ${sent.email === email ? 'as typed' : JSON.stringify(sent.email)}, password ${sentPassword === password ? 'as typed' : `not as typed (${sentPassword.length} of ${password.length} characters)`}`;
  } catch {
    return 'a body that is not JSON';
  }
}

/**
 * Signs in through the /auth page, as a visitor would, and waits for the header to show the email. A failure says
 * what the page sent: a rare "Invalid login credentials" seen once in CI (2026-11-25) could not be reproduced,
 * and this tells a form that sent something else from a backend that refused the right values.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const sent: string[] = [];
  const onRequest = (request: { url(): string; postData(): string | null }) => {
    if (request.url().includes('/auth/v1/token')) sent.push(describeSignIn(request.postData(), email, password));
  };
  page.on('request', onRequest);
  try {
    await page.goto('/auth');
    await page.getByLabel(/^email/i).fill(email);
    await page.getByLabel(/^password$/i).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    try {
      await expect(page.getByRole('banner').getByText(email)).toBeVisible();
    } catch (error) {
      const said = sent.join('; ') || 'no sign-in request';
      throw new Error(`Signing in as ${email} failed; the page sent: ${said}.\n${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  } finally {
    page.off('request', onRequest);
  }
}

/** axe-core in the page: the WCAG A/AA rules, no violations allowed. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** A supabase-js client as a Node program would use it (no session storage, no realtime). */
export function anonClient(): SupabaseClient {
  const { url, anonKey } = backend();
  return createNodeClient(url, anonKey);
}

export async function uniqueEmail(prefix: string): Promise<string> {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

/** The newest link the embedded backend's mailbox holds for an address (the confirmation link). */
export async function latestMailLink(email: string): Promise<string> {
  const messages = (await readMailbox(backend().url)).filter((m) => m.to === email);
  messages.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const link = messages.at(-1)?.links[0];
  if (!link) throw new Error(`No mail with a link for ${email}`);
  return link;
}
