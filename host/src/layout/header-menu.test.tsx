import { act, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import { SiteProviders } from '@wanderpages/shared';
import { laggingRouter } from '../../../jest/lagging-router';
import { expectConsole } from '../../../jest/console-guard';
import { address, renderWithProviders, signedOutAuth } from '../../../jest/render-with-providers';
import { Header } from './header';

/** Focusing the header's search loads the catalogue's box, which jest has not: the plain field says so. */
async function searchFellBack() {
  expect(await screen.findByText('Suggestions are unavailable right now. Press Enter to search the shelf.')).toBeInTheDocument();
}

function renderHeader() {
  renderWithProviders(
    <>
      <Header />
      <p>Page text</p>
      <a href="/about#breadcrumb">Home, in the page under the header</a>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'Menu' }), menu: screen.getByRole('navigation', { name: 'Main' }) };
}

/**
 * The header as the build renders it, painted into the page before any script has run: to hydrate `tree` there.
 * `beside` renders nothing in the HTML; its effects run with the header's.
 */
function paintHeader(beside?: ReactNode) {
  const tree = (
    <SiteProviders auth={signedOutAuth}>
      <MemoryRouter>
        <Header />
        {beside}
      </MemoryRouter>
    </SiteProviders>
  );
  const page = document.createElement('div');
  page.innerHTML = renderToString(tree);
  document.body.append(page);
  return { tree, page };
}

describe('the header menu (a disclosure, docs/decisions/030-phone-header-menu.md)', () => {
  it('is a collapsed button that controls the main navigation', () => {
    const { button, menu } = renderHeader();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu.id);
  });

  it('opens from the keyboard, takes Tab into its search and links, and Escape closes it with focus back on the button', async () => {
    expectConsole('warn', /catalogue\/SearchBox could not be loaded/);
    const user = userEvent.setup();
    const { button } = renderHeader();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The search is drawn first in the phone menu, and Tab reaches it first.
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search books, places and authors' })).toHaveFocus();
    await searchFellBack();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Destinations' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Europe' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves an Escape that a control in it has used to that control; the next one closes it', async () => {
    expectConsole('warn', /catalogue\/SearchBox could not be loaded/);
    const user = userEvent.setup();
    const { button } = renderHeader();
    await user.click(button);
    const search = screen.getByRole('searchbox', { name: 'Search books, places and authors' });
    await user.click(search);
    await searchFellBack();
    // What the catalogue's search box does with Escape while its suggestions are open: it closes them, and says so.
    const closeSuggestions = (event: KeyboardEvent) => event.preventDefault();
    search.addEventListener('keydown', closeSuggestions, { once: true });
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(search).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('reaches the continents, the genres and the account, and closes when one of its links is followed', async () => {
    const user = userEvent.setup();
    const { button, menu } = renderHeader();
    await user.click(button);
    expect(within(menu).getByRole('list', { name: 'Continents' })).toHaveTextContent('EuropeAsiaAmericasAfrica');
    expect(within(menu).getByRole('link', { name: 'Literary Fiction' })).toHaveAttribute('href', '/genres/literary-fiction');
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await user.click(within(menu).getByRole('link', { name: 'Poetry' }));
    expect(address()).toHaveValue('/genres/poetry');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when a navigation asked for before it opened lands after; the next one asked in it closes it', async () => {
    const user = userEvent.setup();
    // The host commits a navigation in a transition: a tap on a page's link seems to do nothing for a moment.
    const router = laggingRouter('/about');
    router.render(
      <>
        <Header />
        <Link to="/contact">Contact us, in the page</Link>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(screen.getByRole('link', { name: 'Contact us, in the page' }));
    await user.click(button);
    router.land();
    expect(router.history().paths.at(-1)).toBe('/contact');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Poetry' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    router.land();
    expect(router.history().paths.at(-1)).toBe('/genres/poetry');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a search sent from it lands', async () => {
    expectConsole('warn', /catalogue\/SearchBox could not be loaded/);
    const user = userEvent.setup();
    const router = laggingRouter('/about');
    router.render(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('searchbox', { name: 'Search books, places and authors' }));
    await searchFellBack();
    await user.keyboard('kyoto{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    router.land();
    expect(router.history().paths).toEqual(['/about', '/books?q=kyoto']);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the browser\'s Back, pressed while it is open, lands', async () => {
    const user = userEvent.setup();
    const router = laggingRouter('/about');
    router.render(<Header />);
    await user.click(screen.getByRole('link', { name: 'Poetry' }));
    router.land();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    router.back();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    router.land();
    expect(router.history()).toEqual({ paths: ['/about', '/genres/poetry'], index: 0 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside the header, leaving focus where the press put it', async () => {
    const user = userEvent.setup();
    const { button } = renderHeader();
    await user.click(button);
    await user.click(screen.getByText('Page text'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab leaves it, leaving focus on what follows the header', async () => {
    expectConsole('warn', /catalogue\/SearchBox could not be loaded/);
    const user = userEvent.setup();
    const { button, menu } = renderHeader();
    await user.click(button);
    // Through the whole menu, in the order it is drawn: it stays open while focus is in the header.
    const inOrder = [
      within(menu).getByRole('searchbox', { name: 'Search books, places and authors' }),
      within(menu).getByRole('button', { name: 'Search' }),
      ...['Destinations', 'Europe', 'Asia', 'Americas', 'Africa', 'Books', 'Mystery', 'Literary Fiction', 'History', 'Poetry', 'Sign in'].map(
        (name) => within(menu).getByRole('link', { name }),
      ),
    ];
    for (const next of inOrder) {
      await user.tab();
      expect(next).toHaveFocus();
      expect(button).toHaveAttribute('aria-expanded', 'true');
    }
    await searchFellBack();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home, in the page under the header' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Shift+Tab leaves the header backwards too, and stays open while focus moves inside it', async () => {
    const user = userEvent.setup();
    const before = document.createElement('button');
    before.textContent = 'Before the header';
    document.body.prepend(before);
    const { button } = renderHeader();
    await user.click(button);
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Wanderpages home' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(before).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    before.remove();
  });

  it('offers the admin link and the account in the menu to a signed-in admin', async () => {
    const user = userEvent.setup();
    const email = 'ann@example.com';
    renderWithProviders(<Header />, {
      auth: { status: 'signed-in', isAdmin: true, user: { id: 'u1', email } as never, session: {} as never },
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/newsletter-admin');
    expect(within(menu).getByText(email)).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('keeps the focus on the control when the link becomes the button as the header hydrates', async () => {
    const { tree, page } = paintHeader();
    const view = within(page);
    // The visitor tabbed to the link before the scripts took over.
    view.getByRole('link', { name: 'Menu' }).focus();
    const root = await act(async () => hydrateRoot(page, tree));
    const button = view.getByRole('button', { name: 'Menu' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => root.unmount());
    page.remove();
  });

  it('opened through the link before the scripts started, stays open as the button takes over, with the focus on it', async () => {
    const { tree, page } = paintHeader();
    const view = within(page);
    // The reader pressed the link: the browser jumped to #site-menu, and the focus, on no control there, went to
    // the document.
    window.history.pushState(null, '', '#site-menu');
    try {
      expect(document.body).toHaveFocus();
      const root = await act(async () => hydrateRoot(page, tree));
      const button = view.getByRole('button', { name: 'Menu' });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(button).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      act(() => root.unmount());
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
      page.remove();
    }
  });

  it('opened through the link between the hydration and the button, stays open as the button takes over', async () => {
    // Outside act, so that the moment exists as in a browser: the header hydrates in one task and puts the button
    // in the link's place in a later one (a transition). A reader's press can land in between; an e2e run under load caught one.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let pressed = false;
    /** Its effect runs with the header's, right after the hydration's commit; the press comes right after them. */
    function AfterHydration() {
      useEffect(() => {
        queueMicrotask(() => {
          const link = within(page).getByRole('link', { name: 'Menu' }); // the button has not replaced it yet
          link.click();
          pressed = true;
        });
      }, []);
      return null;
    }
    const { tree, page } = paintHeader(<AfterHydration />);
    const view = within(page);
    const root = hydrateRoot(page, tree);
    try {
      const button = await view.findByRole('button', { name: 'Menu' });
      expect(pressed).toBe(true);
      expect(window.location.hash).toBe('#site-menu');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(view.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-open', 'true');
    } finally {
      root.unmount();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
      window.history.replaceState(null, '', window.location.pathname);
      page.remove();
    }
  });

  it('leaves the focus alone when the link becomes the button without having had it', async () => {
    const { tree, page } = paintHeader();
    const view = within(page);
    const root = await act(async () => hydrateRoot(page, tree));
    expect(view.getByRole('button', { name: 'Menu' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    act(() => root.unmount());
    page.remove();
  });

  it('is a link to the menu in the build-time HTML, so it works before (and without) JavaScript', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <SiteProviders auth={signedOutAuth}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </SiteProviders>,
    );
    const view = within(page);
    expect(view.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '#site-menu');
    expect(view.queryByRole('button')).not.toBeInTheDocument();
    const menu = view.getByRole('navigation', { name: 'Main' });
    expect(menu).toHaveAttribute('id', 'site-menu');
    expect(within(menu).getByRole('link', { name: 'Asia' })).toHaveAttribute('href', '/destinations/asia');
    expect(within(menu).getByRole('link', { name: 'Poetry' })).toHaveAttribute('href', '/genres/poetry');
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
