import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { anonClient, E2E_ADMIN, E2E_READER, expect, expectNoAxeViolations, expectPage, PAGES, serviceClient, signIn, test, uniqueEmail } from '../fixtures';

test.describe.configure({ mode: 'serial' });

/** A counter's number, whole (toHaveText on it fails for 10 where 1 is meant): its group is named by its label. */
function counter(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByRole('paragraph').last();
}

test('signed out, /newsletter-admin redirects to /auth', async ({ page }) => {
  await page.goto('/newsletter-admin');
  await expectPage(page, { ...PAGES.signIn, path: '/auth' });
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('a non-admin sees Access Denied, and the REST API with their own session reads and deletes nothing', async ({ page }) => {
  const seeded = await uniqueEmail('kept');
  const { error } = await serviceClient().from('newsletter_signups').insert({ email: seeded, source: 'homepage_newsletter' });
  expect(error).toBeNull();

  await signIn(page, E2E_READER.email, E2E_READER.password);
  await page.goto('/newsletter-admin');
  await expectPage(page, PAGES.accessDenied);
  await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();

  // The reader's own session, straight at the API: RLS is the real gate.
  const reader = anonClient();
  const { error: signInError } = await reader.auth.signInWithPassword(E2E_READER);
  expect(signInError).toBeNull();
  const read = await reader.from('newsletter_signups').select('*');
  expect(read.error).toBeNull();
  expect(read.data).toEqual([]);
  const removed = await reader.from('newsletter_signups').delete().neq('id', '00000000-0000-0000-0000-000000000000').select();
  expect(removed.data ?? []).toEqual([]);
  const { count } = await serviceClient().from('newsletter_signups').select('*', { count: 'exact', head: true }).eq('email', seeded);
  expect(count).toBe(1);
});

/**
 * Holds the host's entry script until `release` is called: the page stays as its HTML and the start gate drew it,
 * before any of the site's React has run.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("an admin's dashboard shows its title from the page's HTML, before the scripts and the lookup; a reader's never does", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // The lookup has answered (the header's Admin link says so), and with it the answer is remembered.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
  let release = await holdEntry(page);
  await page.goto('/newsletter-admin');
  const title = page.getByRole('heading', { level: 1, name: 'Newsletter Signups' });
  await expect(title).toBeVisible();
  await expect(page.getByText('Manage and export your newsletter subscribers')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your access…');
  await expect(page.locator('#root')).not.toHaveAttribute('data-takeover', /./); // nothing of React's has run yet
  release();
  await expect(counter(page, 'Total Signups')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Newsletter Signups']);

  // Signed out and in again as a reader, on the same browser: the wait alone, then Access Denied.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page, E2E_READER.email, E2E_READER.password);
  release = await holdEntry(page);
  await page.goto('/newsletter-admin');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your access…');
  await expect(page.locator('html')).toHaveAttribute('data-session', 'stored'); // the gate has read the storage
  await expect(title).toBeHidden();
  release();
  await expectPage(page, PAGES.accessDenied);
  await expect(title).toHaveCount(0);
});

test('an admin sees the counters, exports CSV, clears all through the dialog and sees the empty state', async ({ page }) => {
  const service = serviceClient();
  await service.from('newsletter_signups').delete().neq('id', '00000000-0000-0000-0000-000000000000');
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const rows = [
    { email: await uniqueEmail('today'), source: 'homepage_newsletter', created_at: new Date(now - 60 * 1000).toISOString() },
    { email: await uniqueEmail('threedays'), source: 'chatbot', created_at: new Date(now - 3 * day).toISOString() },
    { email: await uniqueEmail('tendays'), source: 'homepage_newsletter', created_at: new Date(now - 10 * day).toISOString() },
  ];
  const { error } = await service.from('newsletter_signups').insert(rows);
  expect(error).toBeNull();

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/newsletter-admin');
  await expectPage(page, PAGES.dashboard);
  await expect(page.getByText('Manage and export your newsletter subscribers')).toBeVisible();
  await expect(page.getByText(`Signed in as ${E2E_ADMIN.email}`)).toBeVisible();
  await expect(counter(page, 'Total Signups')).toHaveText('3');
  await expect(counter(page, 'This Week')).toHaveText('2');
  await expect(counter(page, 'Today')).toHaveText('1');
  // Newest first.
  const list = page.getByText(/^(today|threedays|tendays)\./);
  await expect(list).toHaveCount(3);
  await expect(list.nth(0)).toHaveText(rows[0]!.email);
  await expect(list.nth(2)).toHaveText(rows[2]!.email);
  await expectNoAxeViolations(page);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const download = await downloadPromise;
  const today = new Date();
  const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  expect(download.suggestedFilename()).toBe(`newsletter-signups-${stamp}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Email,Date,Source');
  expect(lines).toHaveLength(4);
  expect(csv).toContain(`${rows[1]!.email},`);
  expect(csv).toContain(',chatbot');
  await expect(page.getByText('Export successful')).toBeVisible();
  await expect(page.getByText('Exported 3 newsletter signups to CSV.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear All Signups' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear all signups' });
  await expect(dialog).toContainText('Are you sure you want to delete all 3 newsletter signups?');
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete all signups', exact: true }).click();
  await expect(page.getByText('Signups cleared')).toBeVisible();
  await expect(page.getByText('No newsletter signups yet')).toBeVisible();
  await expect(page.getByText('Signups will appear here when visitors subscribe to your newsletter.')).toBeVisible();
  await expect(counter(page, 'Total Signups')).toHaveText('0');
  // The focus is back on Clear All (now with nothing to clear), not dropped to the page.
  await expect(page.getByRole('button', { name: 'Clear All Signups' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Clear All Signups' })).toHaveAttribute('aria-disabled', 'true');
  const { count } = await service.from('newsletter_signups').select('*', { count: 'exact', head: true });
  expect(count).toBe(0);
});
