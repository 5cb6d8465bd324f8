import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';

/**
 * Issue 18, part 3: maps of the places and a cover per book, in the first HTML (drawn at build time), taken over
 * by the browser without a hydration warning, with no map code or map data (d3, TopoJSON) shipped to it.
 */

function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

/** Every script the page loads, to look into. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  return scripts;
}

test('the Asia page\'s first HTML holds its map, the cards\' maps and a typographic cover per book', async ({ request }) => {
  const response = await request.get('/destinations/asia');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Map of Asia with Tokyo, Kerala and Singapore marked"/);
  // Three region cards, each with its close-up map.
  expect(html.match(/<svg[^>]*preserveAspectRatio="xMidYMid slice"[^>]*aria-hidden="true"/g)?.length).toBeGreaterThanOrEqual(3);
  // Six featured books, each cover setting its title in type: the title twice per card (cover and heading).
  for (const title of ['The God of Small Things', 'Snow Country', 'Wild Swans']) expect(html.split(title).length - 1, title).toBeGreaterThanOrEqual(2);
  // No two covers alike: six different pattern paths.
  const patterns = [...html.matchAll(/<path d="([^"]+)" fill="none" stroke="#[0-9a-f]{6}"/g)].map((m) => m[1]);
  expect(new Set(patterns).size).toBeGreaterThanOrEqual(6);
});

test('the Asia page hydrates its maps and covers without a warning, and ships no map code or map data', async ({ page }) => {
  const messages = collectConsole(page);
  const scripts = collectScripts(page);
  await page.goto('/destinations/asia');
  await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
  await page.keyboard.press('Tab'); // the visitor's first intent starts the scripts (decision 037)
  await expect(page.locator('[data-slot-content]').first()).toHaveAttribute('data-takeover', 'hydrated');
  await expect(page.getByRole('img', { name: 'Map of Asia with Tokyo, Kerala and Singapore marked' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const [url, body] of scripts) {
    const text = await body;
    // d3-geo's stream types and TopoJSON's keys survive minification; our paths have neither.
    for (const signature of [/Sphere/, /FeatureCollection/, /"Topology"/, /\barcs\b/]) expect(signature.test(text), `${signature} in ${url}`).toBe(false);
  }
  expect(messages).toEqual([]);
});

test('a region page shows where the region is, on a phone too, and Tokyo\'s books each have their own cover', async ({ page }) => {
  const messages = collectConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/destinations/regions/tokyo');
  await expect(page.getByRole('heading', { level: 1, name: 'Tokyo' })).toBeVisible();
  const map = page.getByRole('img', { name: 'Map of Asia with Tokyo marked' });
  await expect(map).toBeVisible();
  expect((await map.boundingBox())?.width).toBeGreaterThan(300);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(15);
  await page.keyboard.press('Tab'); // the visitor's first intent starts the scripts (decision 037)
  await expect(page.locator('[data-slot-content]').first()).toHaveAttribute('data-takeover', 'hydrated');
  await expectNoAxeViolations(page);
  expect(messages).toEqual([]);
});

test('the home hero shows its world map on a desktop and leaves it out on a phone, its size the same before and after scripts run', async ({ browser, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<section[^>]*aria-labelledby="hero-title"[\s\S]*?<svg[^>]*aria-hidden="true"[\s\S]*?<\/section>/);
  const heroName = 'Discover the world through books that capture places';
  for (const [width, height, shown] of [[1280, 800, true], [390, 844, false]] as const) {
    // As painted from the HTML alone, then as the browser leaves it once the host has hydrated.
    const sizes: (string | undefined)[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled });
      const page = await context.newPage();
      const messages = collectConsole(page);
      await page.goto('/');
      const hero = page.getByRole('region', { name: heroName });
      await expect(hero.getByRole('heading', { level: 1, name: heroName })).toBeVisible();
      const heroMap = hero.locator('svg[aria-hidden="true"]');
      await (shown ? expect(heroMap).toBeVisible() : expect(heroMap).toBeHidden());
      if (javaScriptEnabled) {
        await page.keyboard.press('Tab'); // the visitor's first intent starts the scripts (decision 037)
        await expect(page.locator('[data-slot-content]').first()).toHaveAttribute('data-takeover', 'hydrated');
        await expectNoAxeViolations(page, 'section[aria-labelledby="hero-title"]');
        expect(messages).toEqual([]);
      }
      const box = async (element: typeof hero) => JSON.stringify(await element.evaluate((e) => e.getBoundingClientRect().toJSON()));
      sizes.push(`${await hero.evaluate((e) => e.getBoundingClientRect().height)} ${shown ? await box(heroMap) : ''}`);
      await context.close();
    }
    expect(sizes[1], `the hero at ${width} px`).toBe(sizes[0]);
  }
});

test('the maps and covers give axe nothing to object to on the Europe page, at both widths', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/destinations/europe');
    await expect(page.getByRole('img', { name: /^Map of Europe with Tuscany, Provence, .* and Santorini marked$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
