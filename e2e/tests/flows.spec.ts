/**
 * Issue #17, "No dead ends and flows that finish": every flow ends on a page that says what happened, checked by
 * what the visitor sees there (heading and main control), not only the URL. Unexpected console messages fail (the fixture's guard).
 */
import { E2E_ADMIN, expect, expectNoAxeViolations, expectPage, latestMailLink, PAGES, serviceClient, signIn, test, uniqueEmail } from '../fixtures';

test('/newsletter-admin signed out → the sign-in form → signed in, back on the dashboard', async ({ page }) => {
  await page.goto('/newsletter-admin');
  await expectPage(page, { ...PAGES.signIn, path: '/auth' });
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await page.getByLabel(/^email/i).fill(E2E_ADMIN.email);
  await page.getByLabel(/^password$/i).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectPage(page, PAGES.dashboard);
});

test('/auth opened directly still leads home after signing in; a wrong password is said beside the form', async ({ page, expectConsole }) => {
  expectConsole('error', /status of 400/);
  await page.goto('/auth');
  await page.getByLabel(/^email/i).fill(E2E_ADMIN.email);
  await page.getByLabel(/^password$/i).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid login credentials');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('main').getByText('Invalid login credentials')).toHaveCount(0);
  await expect(page.getByText('At least 6 characters (at most 72 bytes).')).toBeVisible();
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await page.getByLabel(/^password$/i).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectPage(page, PAGES.home);
  await expect(page.getByRole('heading', { name: 'Featured Mediterranean classics' })).toBeVisible();
});

test('sign up → "Check your email" naming the address → mailbox link → confirmed and signed in', async ({ page }) => {
  const email = await uniqueEmail('flows.signup');
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password$/i).fill('a-long-enough-passphrase');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const panel = page.getByRole('main');
  await expect(panel.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(panel.getByRole('status')).toContainText(email);
  await expect(panel.getByRole('button', { name: 'Back to sign in' })).toBeVisible();
  await expectNoAxeViolations(page, 'main');

  await page.goto(await latestMailLink(email));
  await expectPage(page, PAGES.home);
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await expect(page.getByText(`${email} is confirmed and you're signed in.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Mediterranean classics' })).toBeVisible();
  // Said once: a reload does not repeat it.
  await page.reload();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Travel reads, delivered' })).toBeVisible();
  await expect(page.getByText('Email confirmed')).toHaveCount(0);
});

test('forgot password → mailbox → set a new password → signed in, and the new password signs in', async ({ page }) => {
  const email = await uniqueEmail('flows.reset');
  const { error } = await serviceClient().auth.admin.createUser({ email, password: 'the-old-passphrase', email_confirm: true });
  expect(error).toBeNull();

  await page.goto('/auth');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel(/^email/i)).toHaveValue(email);
  await expectNoAxeViolations(page, 'main');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(email);

  const link = await latestMailLink(email);
  expect(link).toContain('type=recovery');
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  const field = page.getByLabel('New password', { exact: true });
  await expect(field).toBeEnabled();
  await expectNoAxeViolations(page, 'main');
  await field.fill('the-new-passphrase');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expectPage(page, PAGES.home);
  await expect(page.getByRole('heading', { name: 'Featured Mediterranean classics' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page, email, 'the-new-passphrase');
});

test('/auth/reset without a valid link says so and leads back to sign in', async ({ page }) => {
  await page.goto('/auth/reset');
  await expect(page.getByRole('heading', { level: 1, name: 'This reset link has expired' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expectPage(page, { ...PAGES.signIn, path: '/auth' });
});

test('contact → the message is received → the admin reads it on Messages, marks it read, deletes it', async ({ page }) => {
  const subject = `Books about the Azores ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Ada Traveller');
  await page.getByLabel('Email', { exact: true }).fill('ada.traveller@example.com');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Is there a good novel set on São Miguel?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks, Ada Traveller! Your message has reached us.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send another message' })).toBeVisible();
  await expectNoAxeViolations(page, 'main');

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/newsletter-admin');
  await expect(page.getByRole('tab', { name: 'Signups' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('listitem').filter({ hasText: subject });
  await expect(item.getByRole('heading', { name: `Unread ${subject}` })).toBeVisible();
  await expect(item.getByText('Is there a good novel set on São Miguel?')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  // From the keyboard: Mark as read goes once the message is read, and the focus stays in the message, on its Delete.
  await item.getByRole('button', { name: 'Mark as read' }).focus();
  await page.keyboard.press('Enter');
  await expect(item.getByRole('heading', { name: subject, exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Delete' })).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete message' });
  await expect(dialog).toContainText(subject);
  await dialog.getByRole('button', { name: 'Delete message' }).click();
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  // Its Delete gone with it, the focus goes to the list's heading, not the page's body.
  await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeFocused();
  const { data } = await serviceClient().from('contact_messages').select('id').eq('subject', subject);
  expect(data).toEqual([]);
});

test('a catalogue path with no page offers the nearest real pages', async ({ page, expectConsole }) => {
  expectConsole('error', /404 Error: User attempted to access non-existent route/);
  expectConsole('error', /status of 404/);
  await page.goto('/destinations/regions/paris');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  const nearest = page.getByRole('navigation', { name: 'Nearest pages' });
  const closest = nearest.getByText('Closest to what you asked for:');
  await expect(closest).toBeVisible();
  await expect(closest.getByRole('link', { name: 'Europe' })).toHaveAttribute('href', '/destinations/europe');
  await expect(nearest.getByRole('link', { name: 'Asia' })).toBeVisible();
  await expect(nearest.getByRole('link', { name: 'Poetry' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/destinations/regions/tuscanny');
  await expect(page.getByRole('navigation', { name: 'Nearest pages' }).getByRole('link', { name: 'Tuscany' })).toHaveAttribute('href', '/destinations/regions/tuscany');
  await page.getByRole('navigation', { name: 'Nearest pages' }).getByRole('link', { name: 'Tuscany' }).click();
  await expectPage(page, { heading: 'Tuscany', control: (p) => p.getByRole('link', { name: 'Back to Europe' }), path: '/destinations/regions/tuscany' });
});
