import { expect, test } from '@playwright/test';
import { CATALOGUE_ROUTES } from '../spec-routes';


test.describe('every route of the spec renders in the federated site', () => {
  test('home: header, hero, remote sections, footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /books that capture places/i })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/destinations/europe');
    await expect(nav.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/genres/mystery');
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Explore Destinations' })).toHaveAttribute('href', '/destinations/europe');
    await expect(page.getByRole('link', { name: 'Explore Books' })).toHaveAttribute('href', '/books');
    // The remote sections arrive from their own servers.
    await expect(page.getByRole('heading', { name: /Featured Mediterranean classics/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Popular destinations/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Explore by genre/i })).toBeVisible();
    await expect(page.locator('#newsletter').getByRole('textbox')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const footerLinks: Array<[string, string]> = [
      ['Europe', '/destinations/europe'],
      ['Poetry', '/genres/poetry'],
      ['Newsletter', '/newsletter-admin'],
      ['Newsletter Admin', '/newsletter-admin'],
      ['Our Story', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
    ];
    for (const [name, href] of footerLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page).toHaveTitle(/Wanderpages/);
  });

  test('Explore Books takes the reader to the shelf of every book', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Books' }).click();
    await expect(page).toHaveURL(/\/books$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
  });

  test('/about, /contact and /privacy show their content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/newsletter-admin');
    await expect(page).toHaveTitle('Our Story · Wanderpages');

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const field of ['Name', 'Email', 'Subject', 'Message']) await expect(page.getByLabel(field, { exact: true })).toBeVisible();
    await expect(page.getByText('Monday to Friday, 9AM to 5PM EST')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit a Book for Review' })).toHaveAttribute('href', /^mailto:/);
    await page.getByLabel('Name', { exact: true }).fill('Ada');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('A book about Lisbon?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks, Ada! Your message has reached us.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send another message' })).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('January 2024')).toBeVisible();
  });

  test('/auth renders the engagement remote and /newsletter-admin sends a visitor to sign in', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await page.goto('/newsletter-admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  for (const route of CATALOGUE_ROUTES) {
    test(`catalogue route ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    });
  }

  test('an unknown path shows the not-found page and logs the 404', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText(/Page not found\./)).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors.some((text) => text.includes('404') && text.includes('/no/such/page'))).toBe(true);
  });
});
