import { expect, expectPage, PAGES, test } from '../fixtures';
import { CATALOGUE_PAGES } from '../spec-routes';


test.describe('every route of the spec renders in the federated site', () => {
  test('home: header, hero, remote sections, footer', async ({ page }) => {
    await page.goto('/');
    await expectPage(page, PAGES.home);
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
    await expectPage(page, { heading: 'Our Story', control: (p) => p.getByRole('link', { name: 'Subscribe' }) });
    await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/newsletter-admin');
    await expect(page).toHaveTitle('Our Story · Wanderpages');

    await page.goto('/contact');
    await expectPage(page, { heading: 'Contact Us', control: (p) => p.getByRole('button', { name: 'Send Message' }) });
    for (const field of ['Name', 'Email', 'Subject', 'Message']) await expect(page.getByLabel(field, { exact: true })).toBeVisible();
    await expect(page.getByText('Monday to Friday 9AM to 5PM EST')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit a Book for Review' })).toHaveAttribute('href', /^mailto:/);
    await page.getByLabel('Name', { exact: true }).fill('Ada');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('A book about Lisbon?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks, Ada! Your message has reached us.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send another message' })).toBeVisible();

    await page.goto('/privacy');
    // A page to read: no control of its own, so its section on the visitor's choices stands in.
    await expectPage(page, { heading: 'Privacy Policy', control: (p) => p.getByRole('heading', { level: 2, name: 'Your choices' }) });
    await expect(page.getByText('January 2024')).toBeVisible();
  });

  test('/auth renders the engagement remote and /newsletter-admin sends a visitor to sign in', async ({ page }) => {
    await page.goto('/auth');
    await expectPage(page, { ...PAGES.signIn, path: '/auth' });
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expectPage(page, { ...PAGES.signUp, path: '/auth' });
    await page.goto('/newsletter-admin');
    await expectPage(page, { ...PAGES.signIn, path: '/auth' });
  });

  for (const { path, heading, back } of CATALOGUE_PAGES) {
    test(`catalogue route ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectPage(page, { heading, control: (p) => p.getByRole('link', { name: back }), path });
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('a known path in other letters is the not-found page the edge sent, also once the page is taken over', async ({ page, expectConsole }) => {
    // The edges find pages by their exact names; the host's router matched /ABOUT as /about, so its takeover
    // turned the 404 page into Our Story (React error #418), and /AUTH into a blank page.
    expectConsole('error', /status of 404/);
    for (const path of ['/ABOUT', '/Destinations/asia', '/AUTH']) {
      expectConsole('error', `404 Error: User attempted to access non-existent route: ${path}`);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectPage(page, PAGES.notFound);
      await page.keyboard.press('Shift');
      await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
      await expect(page.getByText(`The page at ${path} does not exist or has moved.`)).toBeVisible();
      await expectPage(page, PAGES.notFound);
    }
  });

  test('another form of an address lands on the page itself, and its takeover keeps it', async ({ page }) => {
    // The routers match no empty segment and no encoded letter: composed as it was, the page turned into the
    // not-found page on takeover (React error #418). The edge redirects to the address in its one form.
    const forms: Array<[sent: string, landed: string]> = [
      ['/destinations//asia?from=link', '/destinations/asia?from=link'],
      ['/destinations/asi%61', '/destinations/asia'],
    ];
    for (const [sent, landed] of forms) {
      await page.goto(sent);
      const asia = { heading: 'Asia', control: (p: typeof page) => p.getByRole('link', { name: /Back Home/ }), path: landed };
      await expectPage(page, asia);
      await page.keyboard.press('Shift'); // the first intent starts the page's scripts (decision 037)
      await expect(page.locator('[data-slot-content]')).toHaveAttribute('data-takeover', 'hydrated');
      await expectPage(page, asia);
    }
    await page.goto(`${new URL(page.url()).origin}//`); // written whole: a relative "//" names a host
    await expectPage(page, PAGES.home);
    // A trailing slash is the page itself, for the edge and for every router (engagement's read /auth/ as unknown).
    await page.goto('/auth/');
    await expectPage(page, PAGES.signIn);
    await page.keyboard.press('Shift');
    await expect(page.locator('[data-slot-content]')).toHaveAttribute('data-takeover', 'hydrated');
    await expectPage(page, PAGES.signIn);
  });

  test('an unknown path shows the not-found page and logs the 404', async ({ page, expectConsole }) => {
    // The document's own 404 (Chromium's resource error) and the page's log of it (docs/product/screens.md).
    expectConsole('error', /status of 404/);
    expectConsole('error', '404 Error: User attempted to access non-existent route: /no/such/page');
    await page.goto('/no/such/page');
    await expectPage(page, PAGES.notFound);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText(/Page not found\./)).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expectPage(page, PAGES.home);
  });
});

test('from a catalogue page to Sign in, in the same document: the sign-in page, never the catalogue\'s not-found page on the way', async ({ page }) => {
  await page.goto('/destinations/europe');
  await page.keyboard.press('Shift');
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // Every heading the page shows on the way, as it shows it.
  await page.evaluate(`new MutationObserver(() => {
    for (const h of document.querySelectorAll('h1')) (window.seenHeadings ??= new Set()).add(h.textContent);
  }).observe(document.body, { subtree: true, childList: true, characterData: true })`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
  await expectPage(page, { ...PAGES.signIn, path: '/auth' });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate('[...window.seenHeadings]')).not.toContain('Oops! Page not found');
});

test("the header marks the section a page is in from its first HTML, and the page's own link once taken over", async ({ browser, page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const section = (name: string) => nav.getByRole('link', { name, exact: true });

  // Without JavaScript: the mark is in the composed HTML (each pattern has its shell).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  for (const [path, current, other] of [
    ['/genres/poetry', 'Books', 'Destinations'],
    ['/destinations/regions/tokyo', 'Destinations', 'Books'],
  ] as const) {
    await noScript.goto(path);
    const main = noScript.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(main.getByRole('link', { name: other, exact: true })).not.toHaveAttribute('aria-current');
  }
  await context.close();

  await page.goto('/destinations/asia');
  await expect(page.getByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
  await expect(section('Destinations')).toHaveAttribute('aria-current', 'true');
  const footerAsia = page.getByRole('contentinfo').getByRole('link', { name: 'Asia', exact: true });
  await page.keyboard.press('Shift'); // the first intent starts the scripts (decision 037)
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
  await expect(footerAsia).toHaveAttribute('aria-current', 'page');

  // A navigation in the page moves both marks.
  await section('Books').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mystery' })).toBeVisible();
  await expect(section('Books')).toHaveAttribute('aria-current', 'true');
  await expect(section('Destinations')).not.toHaveAttribute('aria-current');
  await expect(footerAsia).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mystery', exact: true })).toHaveAttribute('aria-current', 'page');
});
