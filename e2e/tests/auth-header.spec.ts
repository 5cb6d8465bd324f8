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

test("an admin's desktop row fits from 1024 px: the email and the search give way (the search never under 140 px), never Sign out", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const banner = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
  for (const width of [1024, 1100, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const row = await banner.evaluate((header) => {
      const box = header.firstElementChild!.getBoundingClientRect();
      const style = getComputedStyle(header.firstElementChild!);
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    });
    const signOut = (await nav.getByRole('button', { name: 'Sign out' }).boundingBox())!;
    // Sign out had sat 5 px into the row's padding at 1024 px.
    expect(signOut.x + signOut.width, `${width} px: Sign out's right edge`).toBeLessThanOrEqual(row.right + 0.5);
    expect((await banner.boundingBox())!.height, `${width} px: one row`).toBeLessThanOrEqual(72);
    const search = (await banner.getByRole('combobox').or(banner.getByRole('searchbox')).first().boundingBox())!;
    expect(search.width, `${width} px: the search's width`).toBeGreaterThanOrEqual(140);
    // The address may be cut short on screen, never for a screen reader or a pointer.
    const email = banner.getByText(E2E_ADMIN.email, { exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('title', E2E_ADMIN.email);
  }
});
