import { expect, test } from '@playwright/test';

/**
 * The host's build prerenders its shell (host/prerender): the first paint is HTML and inline CSS, before any
 * script. React then renders the live page into #root in place of that copy.
 */
test('the first paint needs no JavaScript: header, hero and footer are in the HTML, remote parts as placeholders', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /books that capture places/i })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/destinations/europe');
  await expect(page.getByText('Loading featured books…')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /books that capture places/i })).toHaveCount(0);

  // A remote's page, or /auth: the shell around a page placeholder, never another page's content.
  await page.goto('/destinations/asia');
  await expect(page.getByText('Loading the page…')).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByText('Loading the page…')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /books that capture places/i })).toHaveCount(0);
  await context.close();
});

test('with JavaScript the live page replaces the prerendered copy: one header, one hero, no errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Featured Mediterranean classics/i })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: /books that capture places/i })).toHaveCount(1);
  await expect(page.getByText('Loading featured books…')).toHaveCount(0);
  expect(errors).toEqual([]);
});
