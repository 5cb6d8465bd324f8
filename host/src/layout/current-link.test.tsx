import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteProviders } from '@wanderpages/shared';
import { renderWithProviders, signedOutAuth } from '../../../jest/render-with-providers';
import { REMOTE_PAGES } from '../routes/site-routes';
import { Footer } from './footer';
import { Header } from './header';
import { BOOKS_SECTION, DESTINATIONS_SECTION } from './site-links';

const main = () => screen.getByRole('navigation', { name: 'Main' });
const currentIn = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('link', { hidden: true })
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => [link.textContent, link.getAttribute('aria-current')]);

describe("the header's and the footer's links to where the reader is", () => {
  it.each([
    ['/destinations/asia', 'Destinations'],
    ['/destinations/regions/tokyo', 'Destinations'],
    ['/genres/poetry', 'Books'],
    ['/books', 'Books'],
    ['/books/the-god-of-small-things', 'Books'],
  ])('on %s, marks %s as the section the page is in', (route, section) => {
    renderWithProviders(<Header />, { route });
    expect(within(main()).getByRole('link', { name: section })).toHaveAttribute('aria-current', 'true');
    expect(currentIn(main()).filter(([, value]) => value === 'true')).toEqual([[section, 'true']]);
  });

  it.each(['/', '/about', '/auth', '/newsletter-admin', '/nope'])('on %s, marks no section', (route) => {
    renderWithProviders(<Header />, { route });
    expect(currentIn(main()).filter(([, value]) => value === 'true')).toEqual([]);
  });

  it("marks the page's own link in the menu's lists and in the footer, and no other", () => {
    renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
      { route: '/destinations/asia' },
    );
    expect(currentIn(within(main()).getByRole('list', { name: 'Continents', hidden: true }))).toEqual([['Asia', 'page']]);
    expect(currentIn(within(main()).getByRole('list', { name: 'Genres', hidden: true }))).toEqual([]);
    expect(currentIn(screen.getByRole('contentinfo'))).toEqual([['Asia', 'page']]);
  });

  it('marks the footer\'s host pages, with or without a trailing slash, and the Admin link on the dashboard', () => {
    const { unmount } = renderWithProviders(<Footer />, { route: '/contact/' });
    expect(currentIn(screen.getByRole('contentinfo'))).toEqual([['Contact', 'page']]);
    unmount();
    renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
      { route: '/newsletter-admin', auth: { status: 'signed-in', isAdmin: true, user: { id: 'u1', email: 'ann@example.com' } as never, session: {} as never } },
    );
    expect(within(main()).getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    expect(currentIn(screen.getByRole('contentinfo'))).toEqual([
      ['Newsletter', 'page'],
      ['Newsletter Admin', 'page'],
    ]);
  });

  it("hydrates the shell one pattern's pages share, rendered for the pattern, on any of them, then marks the page", async () => {
    const tree = (location: string) => (
      <SiteProviders auth={signedOutAuth}>
        <MemoryRouter initialEntries={[location]}>
          <Header />
          <Footer />
        </MemoryRouter>
      </SiteProviders>
    );
    // As the prerender renders the shell of /destinations/* (render-pages.tsx), and a reader opens Asia.
    const page = document.createElement('div');
    page.innerHTML = renderToString(tree('/destinations/'));
    document.body.append(page);
    expect(within(page).getByRole('link', { name: 'Destinations' })).toHaveAttribute('aria-current', 'true');
    expect(currentIn(page)).toEqual([['Destinations', 'true']]);

    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(page, tree('/destinations/asia'), { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    expect(currentIn(page)).toEqual([
      ['Destinations', 'true'],
      ['Asia', 'page'],
      ['Asia', 'page'],
    ]);
    act(() => root.unmount());
    page.remove();
  });

  it("names its sections by the route table's patterns", () => {
    const patterns = REMOTE_PAGES.flatMap((route) => route.paths);
    for (const pattern of [...DESTINATIONS_SECTION, ...BOOKS_SECTION]) expect(patterns).toContain(pattern);
  });
});
