import type { Page } from '@playwright/test';
import { findApp } from '../../scripts/lib/apps';
import { localRuntimeConfig } from '../../scripts/lib/runtime-config-file';
import { serveSite, type SiteServers } from '../../scripts/lib/site';
import { backend, expect, expectNoAxeViolations, test } from '../fixtures';
import { sitePorts } from '../ports';

/**
 * Issue #15, "Find the books for a place": the header's search (the host's form, the catalogue's combobox on
 * intent), the shelf at /books with its filters in the URL, and the chat guide answering with real books
 * (docs/decisions/027, 028).
 */

const SEARCH_LABEL = 'Search books, places and authors';
const CANNED = [/Mediterranean classics/, /novel set in your destination/, /destination pages/, /genre pages/];

/**
 * Focuses the header's search field, which loads the catalogue's combobox in its place, and waits for it. The field
 * is found by its label, as a person finds it: the hover on the way to it is an intent too, and on a loaded machine
 * the box can replace the plain field before the press lands.
 */
async function openHeaderSearch(page: Page) {
  await page.getByRole('banner').getByLabel(SEARCH_LABEL, { exact: true }).click();
  const box = page.getByRole('banner').getByRole('combobox', { name: SEARCH_LABEL });
  await expect(box).toBeFocused();
  return box;
}

test('header search on a catalogue page: "tokio", Down, Enter lands on the Tokyo region', async ({ page }) => {
  await page.goto('/destinations/asia');
  await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
  const box = await openHeaderSearch(page);
  await box.pressSequentially('tokio');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox.getByRole('option').first()).toContainText('Tokyo');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^\d+ results\. Use the up and down arrows to choose\.$/);
  await box.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/destinations\/regions\/tokyo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tokyo' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(15);
});

test('header search on a host page: an accented place, a title fragment, and Enter for the whole shelf', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  let box = await openHeaderSearch(page);
  await box.pressSequentially('Kyōto');
  const first = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first();
  await expect(first).toContainText('Kyoto, Japan');
  const title = (await first.locator('span').nth(1).textContent()) ?? '';
  expect(['The Old Capital', 'The Pillow Book', 'The Tale of Genji', 'The Temple of the Golden Pavilion']).toContain(title);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/books\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'More books set in Asia' })).toHaveAttribute('href', '/destinations/asia');

  // The box is loaded now: a title fragment, then Enter with no option chosen searches the shelf.
  box = page.getByRole('banner').getByRole('combobox', { name: SEARCH_LABEL });
  await box.click();
  await box.pressSequentially('shadow of the');
  await expect(page.getByRole('option').first()).toContainText('The Shadow of the Wind');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/books\?q=shadow\+of\+the$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1 of 106 books');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['The Shadow of the Wind']);
  // The suggestions closed as the search went: they no longer lie over its results. The words stay in the field.
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('shadow of the');
});

test('a continent chosen, then "Show books" pressed, is one step back, not two', async ({ page }) => {
  await page.goto('/books');
  const main = page.getByRole('main');
  const continent = page.getByLabel('Continent', { exact: true });
  await continent.focus(); // as a reader's press on the list would (a list's value cannot change without it)
  await continent.selectOption({ label: 'Africa' });
  await expect(page).toHaveURL(/\/books\?continent=africa$/);
  await expect(main.getByRole('status')).toHaveText(/^Showing \d+ of 106 books$/);
  const africa = (await main.getByRole('status').textContent()) ?? '';
  await page.getByRole('button', { name: 'Show books' }).click();
  await expect(main.getByRole('status')).toHaveText(africa);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/books$/);
  await expect(main.getByRole('status')).toHaveText('Showing all 106 books');
  await expect(continent).toHaveValue('');
});

test('Explore Books leads to the shelf; its filters come from the URL and survive a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Explore Books' }).click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing all 106 books');

  await page.goto('/books?continent=asia&genre=history');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('Showing 3 of 106 books');
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Embracing Defeat', 'Low City, High City', 'The Silk Roads: A New History of the World']);
  await expect(page.getByLabel('Continent', { exact: true })).toHaveValue('asia');
  await expect(page.getByLabel('Genre', { exact: true })).toHaveValue('history');
  await page.reload();
  await expect(main.getByRole('status')).toHaveText('Showing 3 of 106 books');
  await expect(page.getByLabel('Genre', { exact: true })).toHaveValue('history');
  // Hydrated from the unfiltered fragment, then filtered: no hydration error on the way.
  await expect(page.locator('[data-slot-content]')).toHaveAttribute('data-takeover', 'hydrated');
});

test('the shelf form filters, puts its filters in the URL, keeps them on reload, and resets from an empty shelf', async ({ page }) => {
  await page.goto('/books');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('Showing all 106 books');
  // A person reaches the list first (a focus: the page's scripts start, decision 037); the choice made before
  // the shelf has hydrated is made again once it has.
  await page.getByLabel('Region', { exact: true }).focus();
  await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Kerala' });
  await expect(page).toHaveURL(/\/books\?region=kerala$/);
  await expect(main.getByRole('status')).toHaveText('Showing 4 of 106 books');
  await expect(main.getByRole('heading', { level: 3, name: 'The God of Small Things' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Region', { exact: true })).toHaveValue('kerala');
  await expect(main.getByRole('status')).toHaveText('Showing 4 of 106 books');

  await page.getByLabel('Region', { exact: true }).selectOption({ label: 'All regions' });
  await page.getByLabel('Continent', { exact: true }).selectOption({ label: 'Africa' });
  await page.getByLabel('Genre', { exact: true }).selectOption({ label: 'Poetry' });
  await expect(page).toHaveURL(/\/books\?continent=africa&genre=poetry$/);
  await expect(main.getByRole('heading', { level: 3, name: 'Nothing on the shelf matches these filters' })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await main.getByRole('link', { name: 'Reset filters' }).last().click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(main.getByRole('status')).toHaveText('Showing all 106 books');

  await page.getByLabel('Title, author or place').fill('cape town');
  await expect(page).toHaveURL(/\/books\?q=cape\+town$/);
  await expect(main.getByRole('heading', { level: 3, name: 'Age of Iron' })).toBeVisible();
});

test('the region list, arrowed through, leaves the continent alone and is one step back', async ({ page }) => {
  await page.goto('/books');
  const main = page.getByRole('main');
  const list = (label: string) => page.getByLabel(label, { exact: true });
  const [continent, region, genre] = [list('Continent'), list('Region'), list('Genre')];
  await genre.focus();
  await genre.selectOption({ label: 'History' });
  await expect(page).toHaveURL(/\/books\?genre=history$/);
  // The address changes as the choice is made; the shelf follows in its next render (on a loaded machine, later).
  await expect(main.getByRole('status')).toHaveText(/^Showing \d+ of 106 books$/);
  const historyShelf = (await main.getByRole('status').textContent()) ?? '';
  // Chromium changes a closed list's value on each arrow key: Tuscany, Provence, the Scottish Highlands, Tokyo.
  await region.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  await expect(region).toHaveValue('tokyo');
  await expect(continent).toHaveValue('');
  await expect(main.getByRole('heading', { level: 3, name: 'Low City, High City' })).toBeVisible();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowUp');
  await expect(region).toHaveValue('');
  await expect(continent).toHaveValue('');
  await expect(main.getByRole('status')).toHaveText(historyShelf);
  // Back undoes the region list's edit at once, then the genre's.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/books\?genre=history$/);
  await expect(main.getByRole('status')).toHaveText(historyShelf);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/books$/);
  await expect(main.getByRole('status')).toHaveText('Showing all 106 books');
  await expect(genre).toHaveValue('');
});

test('the guide answers "Any books about Tokyo?" with Tokyo books; a book link lands on its page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Featured Mediterranean classics/i })).toBeVisible();
  await page.getByRole('button', { name: /open chat/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with Wanderpages' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Any books about Tokyo?');
  await dialog.getByRole('textbox', { name: 'Your message' }).press('Enter');
  const log = dialog.getByRole('log');
  await expect(log.getByText('Heading to Tokyo? These books capture it:')).toBeVisible();
  const links = log.getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(log.getByRole('listitem').first()).toContainText(/ by .+/);
  // The email prompt still follows the first reply.
  await expect(dialog.getByRole('textbox', { name: 'Your email address' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  const title = (await links.first().textContent()) ?? '';
  await links.first().click();
  await expect(page).toHaveURL(/\/books\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Tokyo, Japan').first()).toBeVisible();
});

test('axe finds nothing on the shelf, a book page and the open search box, at desktop and phone widths', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/books?genre=memoir');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Showing \d+ of 106 books$/);
    await expectNoAxeViolations(page);
    await page.goto('/books/the-pillow-book');
    await expect(page.getByRole('heading', { level: 1, name: 'The Pillow Book' })).toBeVisible();
    await expectNoAxeViolations(page);
    // On a phone the search is the first thing in the header's Menu.
    // (A link to the menu until the header hydrates, a button after.)
    const banner = page.getByRole('banner');
    if (viewport.width < 1024) await banner.getByRole('button', { name: 'Menu' }).or(banner.getByRole('link', { name: 'Menu' })).click();
    const box = await openHeaderSearch(page);
    await box.pressSequentially('cape town');
    await expect(page.getByRole('option').first()).toContainText('Cape Town');
    await box.press('ArrowDown');
    await expectNoAxeViolations(page, 'header');
  }
});

test('without JavaScript the header search and the shelf filters still submit as GET forms', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  await page.getByRole('searchbox', { name: SEARCH_LABEL }).fill('kyoto');
  await page.getByRole('searchbox', { name: SEARCH_LABEL }).press('Enter');
  await expect(page).toHaveURL(/\/books\?q=kyoto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
  await page.getByLabel('Genre', { exact: true }).selectOption({ label: 'Poetry' });
  await page.getByRole('button', { name: 'Show books' }).click();
  await expect(page).toHaveURL(/\/books\?q=&continent=&region=&genre=poetry$/);
  // What a reader without JavaScript gets there: every book, and why it is not filtered.
  await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
  await expect(page.getByText('Showing all 106 books')).toBeVisible();
  await expect(page.getByText(/^Searching and filtering the shelf need JavaScript/)).toBeVisible();
  await context.close();
});

test.describe('with the catalogue down', () => {
  // A site of its own, so stopping the catalogue here disturbs no other test.
  const PORTS = sitePorts(80);
  let site: SiteServers;

  test.beforeAll(async () => {
    const { url, anonKey } = backend();
    site = await serveSite({ config: localRuntimeConfig(url, anonKey, PORTS), ports: PORTS, configInMemory: true });
    await site.stopApp(findApp('catalogue'));
  });

  test.afterAll(async () => {
    await site.close();
  });

  test('the header search says suggestions are unavailable and still submits; the guide falls back to canned replies', async ({ page, expectConsole }) => {
    // What is logged: the browser's failed requests to the stopped catalogue and the site's own reports of it.
    expectConsole('error', /Failed to load resource: net::ERR_CONNECTION_REFUSED/);
    expectConsole('error', /^catalogue\/\w+ failed:/);
    expectConsole('warn', /^The chat guide answers without the catalogue/);
    expectConsole('warn', /^catalogue\/SearchBox could not be loaded/);
    expectConsole('warn', /^\[ Federation Runtime \] Error: \[ Federation Runtime \]: Failed to get manifest\. #RUNTIME-003\nargs: \{"manifestUrl":"http:\/\/localhost:\d+\/mf-manifest\.json","moduleName":"catalogue"/);
    await page.goto(site.url);
    await expect(page.getByRole('heading', { level: 1, name: /books that capture places/i })).toBeVisible();

    await page.getByRole('button', { name: /open chat/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Wanderpages' });
    await dialog.getByRole('textbox', { name: 'Your message' }).fill('Any books about Kyoto?');
    await dialog.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Your email address' })).toBeVisible();
    const log = dialog.getByRole('log');
    const canned = await Promise.all(CANNED.map((reply) => log.getByText(reply).count()));
    expect(canned.reduce((sum, n) => sum + n, 0)).toBe(1);
    await expect(log.getByRole('link')).toHaveCount(0);
    await page.getByRole('button', { name: 'Close chat' }).click();

    const banner = page.getByRole('banner');
    const field = banner.getByRole('searchbox', { name: SEARCH_LABEL });
    await field.click();
    await expect(banner.getByRole('status')).toHaveText('Suggestions are unavailable right now. Press Enter to search the shelf.');
    await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Destinations' })).toBeVisible();
    await field.fill('kyoto');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/books\?q=kyoto$/);
    await expect(page.getByRole('alert').filter({ hasText: 'The book catalogue could not be loaded' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Wanderpages home' })).toBeVisible();

  });
});
