/** The e2e suite's Chromium, launched the same way (Debian's build, or CHROME_PATH), and a UI sign-in. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../e2e/chromium';


export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's chromium package or set CHROME_PATH.`);
  }
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
  });
}

export const VIEWPORT = { width: 1280, height: 900 };

/** Signs in through /auth as a visitor would; returns the storage state (the session in localStorage). */
export async function signInState(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await newContext(browser, { baseURL: baseUrl, viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel(/^email/i).fill(email);
    await page.getByLabel(/^password$/i).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('banner').getByText(email).waitFor({ timeout: 30_000 });
    // The admin lookup has answered (the header's Admin link) and left its hint in storage: the state is a
    // returning admin's, whose dashboard opens with its title from the HTML (shared's contracts/session.ts).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Workaround, applied only when a build needs it (see needsNameShim): tsx, which runs the build scripts, compiles
 * @rspack/core's ESM files with esbuild's keepNames, so the Module Federation runtime that Rspack inlines from
 * Function#toString calls a `__name()` helper that no browser has ("__name is not defined" at start-up).
 * Defining it in the page lets the bench measure the site as it will be once the build is fixed.
 */
const NAME_SHIM =
  'globalThis.__name = globalThis.__name || function (target, value) { try { Object.defineProperty(target, "name", { value: value, configurable: true }); } catch (e) {} return target; };';

let shim = false;
export function useNameShim(on: boolean): void {
  shim = on;
}

/** Every context the bench opens goes through here. */
export async function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (shim) await context.addInitScript({ content: NAME_SHIM });
  return context;
}
