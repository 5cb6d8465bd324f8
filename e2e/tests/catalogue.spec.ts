import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectPage, PAGES, test } from '../fixtures';
import { E2E_PORTS } from '../ports';
import { CATALOGUE_ROUTES } from '../spec-routes';

test('home → Popular destinations → Asia → Tokyo (15 books) → back to Asia', async ({ page }) => {
  await page.goto('/');
  const destinations = page.locator('section', { has: page.getByRole('heading', { name: /Popular destinations/i }) });
  await destinations.getByRole('link', { name: /Asia/ }).click();
  const asia = { heading: 'Asia', control: (p: Page) => p.getByRole('link', { name: 'Back Home' }), path: '/destinations/asia' };
  await expectPage(page, asia);

  await page.getByRole('link', { name: /Explore Tokyo/ }).click();
  await expectPage(page, { heading: 'Tokyo', control: (p) => p.getByRole('link', { name: 'Back to Asia' }), path: '/destinations/regions/tokyo' });
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(15);

  await page.getByRole('link', { name: 'Back to Asia' }).click();
  await expectPage(page, asia);
});

test('a screen reader hears the new page\'s title after following a link, as on a full load, and nothing more on load', async ({ page }) => {
  const announced = (title: string) => page.getByRole('status').filter({ hasText: title });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Popular destinations/i })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Wanderpages' })).toHaveCount(0);
  // A key press is the first intent: the scripts take the page over, and links navigate inside the app from then on
  // (before it, a link is an ordinary page load, which a screen reader reads as such).
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');

  // A remote's page, mounted after its scripts load; then a host's page, from the footer.
  await page.getByRole('link', { name: 'Explore Destinations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Europe' })).toBeVisible();
  await expect(announced('Europe · Wanderpages')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
  await expect(announced('Our Story · Wanderpages')).toHaveCount(1);
  await page.goBack();
  await expect(announced('Europe · Wanderpages')).toHaveCount(1);
});

test('Europe → Paris lands on the not-found page, as the spec says', async ({ page, expectConsole }) => {
  expectConsole('error', '404 Error: User attempted to access non-existent route: /destinations/regions/paris');
  await page.goto('/destinations/europe');
  // Taken over first, so the link is followed in the page: had the pointer's intent and the click raced the
  // takeover, the link was either that or a load of the 404 document (composition.spec checks those).
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-slot-content]').first()).toHaveAttribute('data-takeover', 'hydrated');
  await page.getByRole('link', { name: /Explore Paris/ }).click();
  await expectPage(page, { ...PAGES.notFound, path: '/destinations/regions/paris' });
  // The catalogue's not-found page starts its script at once (it logs the 404): wait until it has run.
  await expect(page.locator('[data-slot-content]')).toHaveAttribute('data-takeover', /.+/);
});


test('every catalogue route has zero axe violations', async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of CATALOGUE_ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await test.step(route, () => expectNoAxeViolations(page));
  }
});

test('the home page has zero axe violations and no horizontal scroll at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of ['/', '/destinations/europe', '/destinations/regions/tokyo', '/genres/poetry']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (route === '/') await expect(page.getByRole('heading', { name: /Explore by genre/i })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${route}`).toBeLessThanOrEqual(0);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Explore by genre/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/books?q=… never shows the unfiltered shelf as its results: a neutral status until the script has searched', async ({ page }) => {
  // The catalogue's scripts held back, as on a slow phone: the page as the edge composed it stays on screen.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remoteEntry\.js$/, async (route) => {
    if (route.request().url().includes(`:${E2E_PORTS.catalogue}/`)) await released;
    await route.continue();
  });
  await page.goto('/books?q=tokyo');
  await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
  await expect(page.getByText('Searching the shelf…')).toBeVisible();
  await expect(page.getByText('Showing all 106 books')).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'Age of Iron' })).toBeHidden();
  release();
  await expect(page.getByText('Showing 15 of 106 books')).toBeVisible();
  await expect(page.getByText('Searching the shelf…')).toBeHidden();
});

test('/books?q=… without JavaScript shows every book, and says searching needs JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/books?q=tokyo');
  await expect(page.getByText('Showing all 106 books')).toBeVisible();
  await expect(page.getByText(/^Searching and filtering the shelf need JavaScript/)).toBeVisible();
  await expect(page.getByText('Searching the shelf…')).toBeHidden();
  await context.close();
});
