import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteProviders } from '@wanderpages/shared';
import { address, renderWithProviders, signedOutAuth } from '../../../jest/render-with-providers';
import { Header } from './header';

function renderHeader() {
  renderWithProviders(
    <>
      <Header />
      <p>Page text</p>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'Menu' }), menu: screen.getByRole('navigation', { name: 'Main' }) };
}

describe('the header menu (a disclosure, docs/decisions/030-phone-header-menu.md)', () => {
  it('is a collapsed button that controls the main navigation', () => {
    const { button, menu } = renderHeader();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu.id);
  });

  it('opens from the keyboard, takes Tab into its links, and Escape closes it with focus back on the button', async () => {
    const user = userEvent.setup();
    const { button } = renderHeader();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
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

  it('closes on a press outside the header, leaving focus where the press put it', async () => {
    const user = userEvent.setup();
    const { button } = renderHeader();
    await user.click(button);
    await user.click(screen.getByText('Page text'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
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
