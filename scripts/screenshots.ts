/**
 * `npm run screenshots`: every route at 1280 and 390 px wide, signed out, signed in and as an admin, into
 * screenshots/ (git-ignored), for people to look at. The production builds are served the way `npm start` serves
 * them, against a temporary embedded backend seeded with two users, signups from both sources and a contact
 * message. SKIP_BUILD=1 reuses dist/; E2E_PORT_BASE moves the ports (base + 90…93) as it does for the e2e suite.
 *
 *   npm run screenshots -- --out .tmp/after --routes /,/auth --states admin --widths 390 --viewport-only
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startTestBackend, type TestBackend } from '../supabase/src/testing';
import { CHROME_PATH, CHROMIUM_ARGS } from '../e2e/chromium';
import { sitePorts } from '../e2e/ports';
import { apps, rootDir } from './lib/apps';
import { buildApps } from './lib/build-apps';
import { localRuntimeConfig } from './lib/runtime-config-file';
import { parseScreenshotArgs, shotName, VIEWPORTS, type ViewerState, type ViewportWidth } from './lib/screenshot-plan';
import { serveSite } from './lib/site';

const READER = { email: 'reader@wanderpages.test', password: 'screenshots-Reader-1' };
const ADMIN = { email: 'admin@wanderpages.test', password: 'screenshots-Admin-1' };

/** What the admin's list and Messages tab show: a few signups from each source and one message. */
async function seed(backend: TestBackend): Promise<void> {
  await backend.createUser(READER.email, READER.password);
  await backend.createUser(ADMIN.email, ADMIN.password, { admin: true });
  const service = backend.serviceClient();
  const hour = 3_600_000;
  const signups = [
    { email: 'ines.travels@example.com', source: 'homepage_newsletter', created_at: new Date(Date.now() - 2 * hour).toISOString() },
    { email: 'kenji@example.com', source: 'chatbot', created_at: new Date(Date.now() - 30 * hour).toISOString() },
    { email: 'maria.lopez@example.com', source: 'homepage_newsletter', created_at: new Date(Date.now() - 200 * hour).toISOString() },
  ];
  const { error } = await service.from('newsletter_signups').insert(signups);
  if (error) throw new Error(`Seeding signups failed: ${error.message}`);
  const { error: messageError } = await service
    .from('contact_messages')
    .insert({ name: 'Ada', email: 'ada@example.com', subject: 'Books on the Douro?', message: 'Any novels set along the Douro valley?' });
  if (messageError) throw new Error(`Seeding a contact message failed: ${messageError.message}`);
}

/** Every remote slot taken over by its module (or failed), the network quiet, the fonts in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The site's scripts start on the visitor's first intent (decision 037): Shift is one that moves nothing.
  await page.keyboard.press('Shift');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-remote-slot]')].every(
      (slot) => slot.querySelector('[data-slot-content][data-takeover]') || slot.querySelector('[role="alert"]'),
    ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}

/** Signs in through /auth as a visitor would, at desktop width, and keeps the session for every width. */
async function sessionFor(browser: Browser, base: string, state: ViewerState) {
  if (state === 'signed-out') return undefined;
  const who = state === 'admin' ? ADMIN : READER;
  const context = await browser.newContext({ viewport: VIEWPORTS[1280] });
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.getByLabel(/^email/i).fill(who.email);
  await page.getByLabel(/^password$/i).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('banner').getByText(who.email).first().waitFor();
  const storage = await context.storageState();
  await context.close();
  return storage;
}

async function shoot(context: BrowserContext, base: string, route: string, file: string, fullPage: boolean): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}${route}`);
    await settle(page);
    // Cards and the footer are laid out only near the viewport (content-visibility: auto); a capture of the whole
    // page shows them as a reader who scrolls down sees them, not as the blank boxes that stand in for them.
    if (fullPage) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  } finally {
    await page.close();
  }
}

/** The phone header with its menu open: the one screen no route shows by itself. */
async function shootMenu(context: BrowserContext, base: string, file: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/`);
    await settle(page);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    if ((await menu.count()) === 0) return; // a build without the phone menu (the "before" shots)
    await menu.click();
    await page.screenshot({ path: file, animations: 'disabled' });
  } finally {
    await page.close();
  }
}

/** The focus ring where it is hardest to see: a hero button and a footer link, reached with Tab. */
async function shootFocus(context: BrowserContext, base: string, dir: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/`);
    await settle(page);
    const targets: Array<[file: string, name: string]> = [
      ['home-focus-hero.png', 'Explore Destinations'],
      ['home-focus-footer.png', 'Privacy Policy'],
    ];
    for (const [file, name] of targets) {
      const target = page.getByRole('link', { name, exact: true }).last();
      await target.focus();
      await page.keyboard.press('Shift+Tab'); // a keyboard move, so the ring shows as it does for Tab users
      await page.keyboard.press('Tab');
      await page.screenshot({ path: path.join(dir, file), animations: 'disabled' });
    }
  } finally {
    await page.close();
  }
}

async function main() {
  const options = parseScreenshotArgs(process.argv.slice(2), path.join(rootDir, 'screenshots'));
  if (process.env.SKIP_BUILD === '1') console.log('SKIP_BUILD=1: using the existing dist/ folders.');
  else {
    console.log('screenshots: building the four apps for production…');
    await buildApps(apps);
  }
  const backend = await startTestBackend();
  const ports = sitePorts(90);
  const site = await serveSite({ config: localRuntimeConfig(backend.url, backend.anonKey, ports), ports, configInMemory: true });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  let count = 0;
  try {
    await seed(backend);
    for (const state of options.states) {
      const storageState = await sessionFor(browser, site.url, state);
      for (const width of options.widths as ViewportWidth[]) {
        const dir = path.resolve(options.outDir, `${state}-${width}`);
        await mkdir(dir, { recursive: true });
        const context = await browser.newContext({ viewport: VIEWPORTS[width], storageState, reducedMotion: 'reduce' });
        try {
          for (const route of options.routes) {
            await shoot(context, site.url, route, path.join(dir, `${shotName(route)}.png`), options.fullPage);
            count += 1;
          }
          if (width === 390 && options.routes.includes('/')) await shootMenu(context, site.url, path.join(dir, 'home-menu-open.png'));
          if (width === 1280 && state === 'signed-out' && options.routes.includes('/')) await shootFocus(context, site.url, dir);
        } finally {
          await context.close();
        }
        console.log(`  ${state} at ${width} px → ${path.relative(rootDir, dir)}/`);
      }
    }
    console.log(`screenshots: ${count} pages in ${path.relative(rootDir, path.resolve(options.outDir)) || '.'}/`);
  } finally {
    await browser.close();
    await site.close();
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
