import type { Page } from '@playwright/test';
import { E2E_ADMIN, expect, expectNoAxeViolations, signIn, test } from '../fixtures';

/**
 * The header on a phone (docs/decisions/030-phone-header-menu.md): one row, a Menu disclosure that reaches the
 * continents, the genres and the account, keyboard and Escape, closed by navigation, working before JavaScript
 * and not moving when JavaScript takes it over. And on a desktop: one row of links, no Menu.
 */
const PHONE = { width: 390, height: 844 };

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The header has hydrated: the Menu link of the page's HTML has become the disclosure button. */
async function menuButton(page: Page) {
  await page.keyboard.press('Shift'); // the visitor's first intent starts the page's scripts (decision 037)
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(button).toBeVisible();
  return button;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the header is one row, and the Menu opens, takes the keyboard in, closes with Escape and on navigation', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    const menu = await menuButton(page);
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(72);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();

    // Keyboard: Enter opens, Tab goes into the menu, Escape closes and focus is back on the button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    // The search comes first in the menu, as it is shown: the field, its button, then the links.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Search books, places and authors')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Destinations' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // The genres, the continents and Sign in are all in it; following one closes it.
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Continents' }).getByRole('link')).toHaveText(['Europe', 'Asia', 'Americas', 'Africa']);
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'Poetry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Poetry' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("an admin's header is still one row; the menu holds Admin, the email and Sign out", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.setViewportSize(PHONE);
    // A fresh page at phone width with the stored session: under load, a resize right after the sign-in's
    // navigation was once not applied to the page's layout (it kept the desktop row at 390 px).
    await page.goto('/');
    const menu = await menuButton(page);
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(72);
    await expect(page.getByRole('banner').getByText(E2E_ADMIN.email)).toBeHidden();
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText(E2E_ADMIN.email)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeVisible();
    await expect(nav).toBeHidden();
  });

  test("Escape in the menu's search closes its suggestions, then clears it, and only then the menu", async ({ page }) => {
    await page.goto('/');
    const menu = await menuButton(page);
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The field by its label: the host's plain field, or already the catalogue's box in its place (the pointer's
    // hover on its way to the field is an intent that loads the box, and on a loaded machine it can land first).
    await nav.getByLabel('Search books, places and authors', { exact: true }).click();
    const search = nav.getByRole('combobox', { name: 'Search books, places and authors' });
    await expect(search).toBeFocused();
    await page.keyboard.type('kyoto');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('kyoto');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("the menu's search suggestions are shown whole, not cut where the menu's links end", async ({ page }) => {
    await page.goto('/books/the-pillow-book');
    const menu = await menuButton(page);
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByLabel('Search books, places and authors', { exact: true }).click();
    await page.keyboard.type('cape town');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list.getByRole('option')).not.toHaveCount(0);
    await expect(list.getByRole('option').first()).toContainText('Cape Town');
    // The popup lies over the menu's links; the menu's panel reaches the screen's bottom, so the popup ends inside it
    // and the panel has nothing to scroll (a cut popup made it scroll, under a list that seemed to end mid-option).
    const [panel, popup] = [(await nav.boundingBox())!, (await list.boundingBox())!];
    expect(popup.y + popup.height).toBeLessThanOrEqual(panel.y + panel.height);
    expect(panel.y + panel.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(await nav.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);

    // Its suggestions closed, the panel is as tall as its links again.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    expect((await nav.boundingBox())!.height).toBeLessThan(panel.height);
  });

  test('a press outside the open menu closes it', async ({ page }) => {
    await page.goto('/about');
    const menu = await menuButton(page);
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Below the open panel, on the page (the panel covers the page's top, so not on the h1).
    await page.mouse.click(20, PHONE.height - 40);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('the Menu works without JavaScript (a link to the menu, opened by :target)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      const toggle = page.getByRole('banner').getByRole('link', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeHidden();
      await toggle.click();
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: 'Asia' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the Menu does not move when JavaScript takes it over, and nothing in the header shifts', async ({ browser, page }) => {
    const staticContext = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const staticPage = await staticContext.newPage();
    await staticPage.goto('/destinations/europe');
    const before = await staticPage.getByRole('banner').getByRole('link', { name: 'Menu' }).boundingBox();
    await staticContext.close();

    await page.goto('/destinations/europe');
    const after = await (await menuButton(page)).boundingBox();
    expect(after).toEqual(before);
    // Every layout shift so far (the buffered ones, handed over at once by takeRecords) whose moved nodes are in the header.
    const headerShifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const shifts = observer.takeRecords() as Array<PerformanceEntry & { sources?: Array<{ node?: Node | null }> }>;
      observer.disconnect();
      const header = document.querySelector('header');
      return shifts.filter((shift) => shift.sources?.some((source) => source.node && header?.contains(source.node))).length;
    });
    expect(headerShifts).toBe(0);
  });
});

test.describe('on the narrowest phone (320 px, also any screen at 400% zoom)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the header fits in one row and no page scrolls sideways, before and after the takeover', async ({ page }) => {
    // At full size the wordmark and the Menu button needed 356 px: Menu was cut off and every page scrolled.
    for (const path of ['/', '/destinations/asia', '/auth', '/about']) {
      await page.goto(path);
      for (const moment of ['painted', 'taken over']) {
        if (moment === 'taken over') await menuButton(page);
        const menu = page.getByRole('banner').getByRole(moment === 'painted' ? 'link' : 'button', { name: 'Menu' });
        const box = (await menu.boundingBox())!;
        expect(box.x + box.width, `${path}, ${moment}: the Menu control's right edge`).toBeLessThanOrEqual(320);
        expect((await page.getByRole('banner').boundingBox())!.height, `${path}, ${moment}`).toBeLessThanOrEqual(72);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(sideways, `${path}, ${moment}: px the page scrolls sideways`).toBe(0);
      }
    }
  });
});

test('on a desktop the header is one row of links, with no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Destinations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Books' })).toBeVisible();
  // The phone menu's continents and genres are not part of the desktop row.
  await expect(nav.getByRole('link', { name: 'Asia' })).toBeHidden();
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(72);
});
