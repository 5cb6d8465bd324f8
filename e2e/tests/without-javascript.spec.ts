import { expect, test } from '../fixtures';

/**
 * A reader whose browser runs no JavaScript (docs/decisions/044-forms-without-javascript.md): the pages are
 * composed HTML and readable, and what only script can do says so, instead of failing quietly or leaking.
 */

const NOT_STORED = /nothing sent to it was read or stored/;

test('without JavaScript each form says it needs it, and sending one puts nothing typed into the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/auth');
  await expect(page.getByText('Signing in needs JavaScript: turn it on in your browser to sign in or create an account.')).toBeVisible();
  await page.getByLabel('Email').fill('reader@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret-words');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Before, the form was sent as GET: /auth?email=…&password=secret-words, in the history and the edge's logs.
  await expect(page.getByText(NOT_STORED)).toBeVisible();
  expect(page.url()).not.toContain('secret-words');
  expect(new URL(page.url()).search).toBe('');

  await page.goto('/');
  await expect(page.getByText('Subscribing needs JavaScript: turn it on in your browser to join the newsletter.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(NOT_STORED)).toBeVisible();
  expect(page.url()).not.toContain('reader');

  await page.goto('/contact');
  await expect(page.getByText('Sending a message needs JavaScript: turn it on in your browser, or email us at hello@wanderpages.com.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('A reader');
  await page.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
  await page.getByRole('textbox', { name: 'Message' }).fill('A private message');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(NOT_STORED)).toBeVisible();
  expect(page.url()).not.toContain('private');
  await context.close();
});

test('without JavaScript nothing waits for ever or offers what only script can do', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The dashboard cannot check anyone's access: it says why, rather than "Checking your access…" for ever.
  await page.goto('/newsletter-admin');
  await expect(page.getByText('The dashboard needs JavaScript: turn it on in your browser to sign in and manage signups.')).toBeVisible();
  await expect(page.getByText('Checking your access…')).toBeHidden();
  // A reset link's page cannot read its link: it says what to do.
  await page.goto('/auth/reset');
  await expect(page.getByText('Setting a new password needs JavaScript: turn it on in your browser, then open the link in your email again.')).toBeVisible();
  // The reading guide cannot be toggled: it is open, with no button.
  await page.goto('/genres/poetry');
  await expect(page.getByRole('heading', { name: 'How to read a place-poem aloud' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Poetry Reading Guide' })).toBeHidden();
  // The chat cannot open: no launcher over the home page.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Mediterranean classics' })).toBeVisible();
  await expect(page.getByRole('button', { name: /open chat/i })).toBeHidden();
  await context.close();
});

test('with JavaScript none of those notes shows, before the takeover or after it', async ({ page }) => {
  await page.goto('/auth');
  const note = page.getByText('Signing in needs JavaScript');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Wanderpages' })).toBeVisible();
  await expect(note).toBeHidden(); // painted, scripts not started yet (they start on the first intent)
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-slot-content][data-takeover]')).not.toHaveCount(0);
  await expect(note).toBeHidden();
  await page.goto('/genres/poetry');
  await expect(page.getByRole('button', { name: 'Poetry Reading Guide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to read a place-poem aloud' })).toBeHidden();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /open chat/i })).toBeVisible();
});
