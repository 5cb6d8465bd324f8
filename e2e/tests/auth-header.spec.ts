import { E2E_ADMIN, E2E_READER, expect, signIn, test } from '../fixtures';

test('signing in updates the host header; the Admin link is for admins only', async ({ page }) => {
  await signIn(page, E2E_READER.email, E2E_READER.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/newsletter-admin');
  // The session survives a reload (kept in local storage, docs/product/states.md#session-events).
  await page.reload();
  await expect(page.getByRole('banner').getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
});
