import type { Locator, Page } from '@playwright/test';
import { parse, wcagContrast } from 'culori';
import { E2E_ADMIN, expect, expectNoAxeViolations, serviceClient, signIn, test, uniqueEmail } from '../fixtures';

/**
 * shared's design system as a visitor meets it (docs/decisions/029-one-design-system.md): the two-tone focus ring
 * where it is hardest to see (the hero, the footer), pointer targets, the page band on every kind of page, the
 * continent page's in-page chips, the admin's destructive action set apart.
 */

/** Tabs from the top of the page until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.locator('body').focus();
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

interface Ring {
  outline: string;
  halo: string;
  outlineWidth: string;
  offset: string;
  /** Every colour of the background the element sits on (its nearest painted ancestor; a gradient's stops). */
  backgrounds: string[];
}

async function ringOf(target: Locator): Promise<Ring> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    let backgrounds: string[] = [];
    for (let node: Element | null = element.parentElement; node && backgrounds.length === 0; node = node.parentElement) {
      const own = getComputedStyle(node);
      const stops = own.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
      backgrounds = stops.length > 0 ? stops : own.backgroundColor !== 'rgba(0, 0, 0, 0)' ? [own.backgroundColor] : [];
    }
    return {
      outline: style.outlineColor,
      halo: /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '',
      outlineWidth: style.outlineWidth,
      offset: style.outlineOffset,
      backgrounds,
    };
  });
}

function expectDesignedRing(ring: Ring) {
  expect(ring.outline).toBe('rgb(11, 47, 107)');
  expect(ring.halo).toBe('rgb(255, 255, 255)');
  expect(ring.outlineWidth).toBe('3px');
  expect(ring.offset).toBe('3px');
  expect(ring.backgrounds.length).toBeGreaterThan(0);
  for (const background of ring.backgrounds) {
    const colour = parse(background)!;
    const best = Math.max(wcagContrast(parse(ring.outline)!, colour), wcagContrast(parse(ring.halo)!, colour));
    expect(best, `ring against ${background}`).toBeGreaterThanOrEqual(3);
  }
}

test('the focus ring is the two-tone one, and 3:1 against the hero and the footer it sits on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  const hero = page.getByRole('link', { name: 'Explore Destinations' });
  await tabTo(page, hero);
  const heroRing = await ringOf(hero);
  expectDesignedRing(heroRing);
  // The hero is the dark teal gradient: its stops are what the ring must stand out from.
  expect(heroRing.backgrounds).toContain('rgb(10, 66, 70)');

  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await footerLink.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(footerLink).toBeFocused();
  const footerRing = await ringOf(footerLink);
  expectDesignedRing(footerRing);
  expect(footerRing.backgrounds).toEqual(['rgb(10, 66, 70)']);
});

test('a toast reads at 4.5:1, takes the site\'s focus ring from the keyboard, and its close button is a 24 px target', async ({ page, expectConsole }) => {
  expectConsole('error', /Failed to load resource: the server responded with a status of 400/); // the refused sign-in
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody.here@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Authentication Error' });
  await expect(toast).toBeVisible();
  // Once it has come in: mid-transition its text is partly transparent, and axe measures that.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.evaluate('(toast) => Promise.all(toast.getAnimations({ subtree: true }).map((animation) => animation.finished))');
  await expectNoAxeViolations(page, '[data-sonner-toaster]');

  await page.keyboard.press('Alt+T'); // sonner's shortcut to its toasts
  await page.keyboard.press('Tab');
  await expect(toast).toBeFocused();
  await expect.poll(async () => (await ringOf(toast)).halo).toBe('rgb(255, 255, 255)'); // after sonner's transition
  expectDesignedRing(await ringOf(toast));
  await page.keyboard.press('Tab');
  const close = toast.getByRole('button', { name: 'Close toast' });
  await expect(close).toBeFocused();
  await expect.poll(async () => (await ringOf(close)).halo).toBe('rgb(255, 255, 255)');
  expectDesignedRing(await ringOf(close));
  const box = (await close.boundingBox())!;
  expect(Math.round(Math.min(box.width, box.height))).toBeGreaterThanOrEqual(24); // sonner scales toasts by a hair
});

test('every footer link is a target at least 24 px tall, at both widths', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/privacy');
    const links = page.getByRole('contentinfo').getByRole('link');
    await expect(links).toHaveCount(13);
    for (const box of await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(24);
    }
  }
});

test('a continent page opens with chips that jump to a region, clear of the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/destinations/europe');
  const chips = page.getByRole('navigation', { name: 'On this page' });
  await expect(chips.getByRole('link')).toHaveCount(13);
  await expectNoAxeViolations(page);
  await chips.getByRole('link', { name: 'Vienna' }).click();
  await expect(page).toHaveURL(/#region-vienna$/);
  const card = page.getByRole('heading', { level: 3, name: 'Vienna' });
  await expect(card).toBeInViewport();
  const header = (await page.getByRole('banner').boundingBox())!;
  const region = (await page.locator('#region-vienna').boundingBox())!;
  expect(region.y).toBeGreaterThanOrEqual(header.y + header.height);
  // The page keeps its place in history: Back returns to the top of the same page.
  await page.goBack();
  await expect(page).toHaveURL(/\/destinations\/europe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Europe' })).toBeInViewport();
  await expect(card).not.toBeInViewport();
});

/**
 * Where the focused element is against the sticky header: null for the page itself (Tab past the last link), the
 * header's own links, the skip link (shown over the header on purpose) and what sits in a fixed layer.
 */
const FOCUSED_AGAINST_HEADER = `(() => {
  const focused = document.activeElement;
  const header = document.querySelector('header');
  if (!focused || focused === document.body || !header || header.contains(focused)) return null;
  if (focused.getAttribute('href') === '#content') return null;
  for (let node = focused; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return null;
  return { name: (focused.textContent || focused.getAttribute('aria-label') || '').trim().slice(0, 40), top: focused.getBoundingClientRect().top, headerBottom: header.getBoundingClientRect().bottom };
})()`;

test('on a phone, whatever Tab or Shift+Tab focuses comes to rest clear of the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.keyboard.press('Shift');
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
  const hidden: string[] = [];
  const check = async (key: string) => {
    await page.keyboard.press(key);
    const at = (await page.evaluate(FOCUSED_AGAINST_HEADER)) as { name: string; top: number; headerBottom: number } | null;
    if (at && at.top < at.headerBottom) hidden.push(`${key} → ${at.name} at ${Math.round(at.top)} (header ends at ${Math.round(at.headerBottom)})`);
  };
  for (let i = 0; i < 40; i += 1) await check('Tab');
  for (let i = 0; i < 40; i += 1) await check('Shift+Tab');
  expect(hidden).toEqual([]);
});

test('every kind of page opens with the one page band: catalogue, host, auth, not found', async ({ page, expectConsole }) => {
  // The not-found page: the browser reports the 404 document, and the page logs the path (it starts at once).
  expectConsole('error', /status of 404/);
  expectConsole('error', '404 Error: User attempted to access non-existent route: /no-such-page');
  await page.setViewportSize({ width: 390, height: 844 });
  const pages: Array<[path: string, h1: string, wayBack: RegExp]> = [
    ['/destinations/regions/tokyo', 'Tokyo', /Back to Asia/],
    ['/genres/poetry', 'Poetry', /Back Home/],
    ['/about', 'Our Story', /^Home$/],
    ['/auth', 'Sign in to Wanderpages', /^Home$/],
    ['/no-such-page', 'Oops! Page not found', /^Home$/],
  ];
  for (const [path, h1, wayBack] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: wayBack }).first()).toBeVisible();
  }
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated'); // the 404 has been logged
  await expectNoAxeViolations(page);
});

test('the admin page: its title in the page band, sources in words, Clear All set apart in the destructive style', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/newsletter-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeVisible();
  // One header: the site's. The dashboard's home link is the breadcrumb's, beside Back Home.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('option', { name: 'Home page form' })).toHaveAttribute('value', 'homepage_newsletter');

  const exportButton = page.getByRole('button', { name: 'Export to CSV' });
  const clear = page.getByRole('button', { name: 'Clear All Signups' });
  const look = (button: Locator) => button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color, border: style.borderTopColor };
  });
  // Destructive: red text and border on white, unlike Export's filled button; and well apart from it.
  expect(await look(clear)).toEqual({ background: 'rgb(255, 255, 255)', color: 'rgb(180, 35, 24)', border: 'rgb(180, 35, 24)' });
  expect((await look(exportButton)).background).not.toBe('rgb(255, 255, 255)');
  const gap = (await clear.boundingBox())!.x - ((await exportButton.boundingBox())!.x + (await exportButton.boundingBox())!.width);
  expect(gap).toBeGreaterThan(200);
  await expectNoAxeViolations(page, 'main');
});

test('in a forced-colors (high-contrast) mode every button on the home page keeps a visible edge', async ({ page }) => {
  // There the browser drops backgrounds: the chat launcher, a filled circle with no border, was a bare icon.
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/');
  await page.keyboard.press('Shift'); // the scripts take over: the launcher is the remote's own now
  await expect(page.locator('[data-remote-slot="engagement/ChatWidget"] [data-slot-content]')).toHaveAttribute('data-takeover', /.+/);
  const launcher = page.getByRole('button', { name: /open chat/i });
  await expect(launcher).toBeVisible();
  const edges = await page.getByRole('button').evaluateAll((buttons) =>
    buttons
      .filter((button) => button.getClientRects().length > 0 && !button.closest('[role="search"]'))
      .map((button) => {
        const style = getComputedStyle(button);
        return { name: button.getAttribute('aria-label') ?? button.textContent?.trim(), width: parseFloat(style.borderTopWidth), color: style.borderTopColor };
      }),
  );
  expect(edges.length).toBeGreaterThan(1);
  for (const edge of edges) {
    expect(edge.width, `${edge.name}: border width`).toBeGreaterThan(0);
    expect(edge.color, `${edge.name}: border colour`).not.toBe('rgba(0, 0, 0, 0)');
  }
});

test('in a forced-colors (high-contrast) mode the Clear All dialog keeps its edge', async ({ page }) => {
  // The mode drops the dialog's backdrop and shadow: without a border of its own it merged with the page behind.
  const { error } = await serviceClient().from('newsletter_signups').insert({ email: await uniqueEmail('forced'), source: 'homepage_newsletter' });
  expect(error).toBeNull(); // Clear All is enabled only with a signup to clear
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/newsletter-admin');
  await page.getByRole('button', { name: 'Clear All Signups' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear all signups' });
  await expect(dialog).toBeVisible();
  const edge = await dialog.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.borderTopWidth), color: style.borderTopColor };
  });
  expect(edge.width).toBeGreaterThan(0);
  expect(edge.color).not.toBe('rgba(0, 0, 0, 0)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('in a forced-colors (high-contrast) mode the dashboard shows which tab is selected', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/newsletter-admin');
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  const underline = (name: string) =>
    tabs.getByRole('tab', { name }).evaluate((tab) => {
      const style = getComputedStyle(tab);
      return { width: parseFloat(style.borderBottomWidth), line: style.borderBottomColor, under: style.backgroundColor };
    });
  for (const [selected, other] of [['Signups', 'Messages'], ['Messages', 'Signups']] as const) {
    await tabs.getByRole('tab', { name: selected }).click();
    await expect(tabs.getByRole('tab', { name: selected })).toHaveAttribute('aria-selected', 'true');
    const on = await underline(selected);
    const off = await underline(other);
    expect(on.width).toBeGreaterThan(0);
    expect(on.line, `${selected}'s line against its own background`).not.toBe(on.under);
    expect(off.line, `${other}'s line is not drawn`).toBe(off.under);
  }
});
