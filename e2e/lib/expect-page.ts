import { expect, type Locator, type Page } from '@playwright/test';

export interface LandedPage {
  /** The page's h1, by its exact text (docs/product/). */
  heading: string | RegExp;
  /** The page's main control: what a visitor came to use there. */
  control: (page: Page) => Locator;
  /** The path it is on, when the test knows it. */
  path?: string | RegExp;
}

/**
 * Where a navigation or redirect landed, as a visitor sees it: the h1 by exact text and the main control visible
 * (and the path, when given). A URL alone passes on a broken page.
 */
export async function expectPage(page: Page, { heading, control, path }: LandedPage): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' ? true : undefined })).toBeVisible();
  await expect(control(page)).toBeVisible();
  if (path !== undefined) await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path);
}

/** The pages tests land on most, with the spec's headings (docs/product/texts-and-errors.md, screens.md). */
export const PAGES = {
  // The home page, also after an email link (supabase-js leaves an empty "#" behind).
  home: { heading: 'Discover the world through books that capture places', control: (page: Page) => page.getByRole('link', { name: 'Explore Destinations' }), path: /^https?:\/\/[^/]+\/#?$/ },
  signIn: { heading: 'Sign in to Wanderpages', control: (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true }) },
  signUp: { heading: 'Join Wanderpages', control: (page: Page) => page.getByRole('button', { name: 'Sign Up', exact: true }) },
  dashboard: { heading: 'Newsletter Signups', control: (page: Page) => page.getByRole('button', { name: 'Export to CSV' }), path: '/newsletter-admin' },
  accessDenied: { heading: 'Access Denied', control: (page: Page) => page.getByRole('link', { name: 'Return Home' }), path: '/newsletter-admin' },
  notFound: { heading: 'Oops! Page not found', control: (page: Page) => page.getByRole('link', { name: 'Return to Home' }) },
} satisfies Record<string, LandedPage>;
