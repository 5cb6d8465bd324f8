import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * A reader who set their text larger (WCAG 1.4.4, resize text): the browser's default font size at 32 px, twice the
 * usual, as a browser's font-size setting or a phone's text scaling does. Every rem on the site doubles; the
 * breakpoints are in em (shared's tokens), so the layouts fold as soon as the text no longer fits them. Before
 * that, every page ran off a 390 px phone (the Menu button beyond the screen's edge), and at 1024 px the header's
 * Sign in was cut off.
 */
const TEXT_PX = 32;

async function withLargeText(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: TEXT_PX, fixed: 26 } });
}

/** Text and controls that reach past the screen's left or right edge (the skip link waits off screen on purpose). */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (element.closest('svg, .visually-hidden') || element.textContent?.trim() === 'Skip to content') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const control = /^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(element.tagName);
      if ((ownText || control) && (box.right > window.innerWidth + 1 || box.left < -1)) {
        found.push(`${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
    return found;
  });
}

const PAGES = ['/', '/destinations/asia', '/genres/poetry', '/books/the-god-of-small-things', '/contact', '/destinations/narnia'];

for (const width of [320, 390, 1024]) {
  test.describe(`with the reader's text at 200%, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no page runs off the screen, and the Menu is within reach, before and after the takeover', async ({ page, expectConsole }) => {
      expectConsole('error', '404 Error: User attempted to access non-existent route: /destinations/narnia');
      expectConsole('error', /status of 404/); // the browser's own report of the 404 document
      await withLargeText(page);
      for (const path of PAGES) {
        await page.goto(path);
        for (const moment of ['painted', 'taken over'] as const) {
          if (moment === 'taken over') {
            await page.keyboard.press('Shift'); // the first intent starts the page's scripts (decision 037)
            await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
          }
          // Painted: the link of the page's HTML, or already the button where the page starts at once (the 404 page).
          const banner = page.getByRole('banner');
          const menu = moment === 'painted' ? banner.getByRole('link', { name: 'Menu' }).or(banner.getByRole('button', { name: 'Menu' })) : banner.getByRole('button', { name: 'Menu' });
          // 1024 px holds 32 of these ems, fewer than the 64 the desktop row needs: the header folds into the Menu.
          await expect(menu, `${path}, ${moment}`).toBeInViewport({ ratio: 1 });
          expect(await cutOff(page), `${path}, ${moment}: cut off at the screen's edge`).toEqual([]);
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(sideways, `${path}, ${moment}: px the page runs sideways`).toBe(0);
        }
      }
    });
  });
}

test("no book's cover cuts off its title or author at 200%", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await withLargeText(page);
  await page.goto('/books');
  // Every card drawn, not only those near the screen (content-visibility: auto, decision 038).
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const covers = page.locator('main article [aria-hidden="true"]').filter({ has: page.locator('svg') });
  await expect(covers).toHaveCount(106);
  const clipped = await covers.evaluateAll((elements) =>
    elements.filter((cover) => cover.scrollHeight > cover.clientHeight).map((cover) => `${cover.textContent?.trim()} (${cover.scrollHeight} > ${cover.clientHeight} px)`),
  );
  expect(clipped).toEqual([]);
});

test('the Menu opened under a two-row header ends at the screen\'s foot, its last link reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await withLargeText(page);
  await page.goto('/');
  await page.keyboard.press('Shift');
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await button.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const box = (await nav.boundingBox())!;
  expect(box.y + box.height, 'the open menu\'s bottom edge').toBeLessThanOrEqual(500);
  const signIn = nav.getByRole('link', { name: 'Sign in' });
  await signIn.scrollIntoViewIfNeeded();
  await expect(signIn).toBeInViewport({ ratio: 1 });
});
