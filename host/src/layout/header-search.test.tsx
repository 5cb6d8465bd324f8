import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders, signedOutAuth } from '../../../jest/render-with-providers';
import { SiteProviders } from '@wanderpages/shared';
import { HeaderSearch } from './header-search';

describe('HeaderSearch, the host part of the header search', () => {
  // Submitting (a client-side navigation to /books?q=…) is covered in e2e/tests/search.spec.ts: React builds a
  // FormData of a submitted form in a transition, which jest-fixed-jsdom's Node FormData cannot do.
  it('is a labelled GET form to /books that works before any remote is there', () => {
    renderWithProviders(<HeaderSearch />, { route: '/about' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/books');
    expect(form).toHaveAttribute('method', 'get');
    const field = screen.getByRole('searchbox', { name: 'Search books, places and authors' });
    expect(field).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('says suggestions are unavailable when the catalogue cannot be loaded, and keeps the plain field', async () => {
    // A failed load of the catalogue's box is reported with console.warn.
    expectConsole('warn', /catalogue\/SearchBox could not be loaded/);
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />, { route: '/about' });
    await user.click(screen.getByRole('searchbox', { name: 'Search books, places and authors' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Suggestions are unavailable right now. Press Enter to search the shelf.');
    const field = screen.getByRole('searchbox', { name: 'Search books, places and authors' });
    await user.type(field, 'tokyo');
    expect(field).toHaveValue('tokyo');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('HeaderSearch hydrating a field the visitor already focused', () => {
  // The site's scripts start on the first intent (docs/decisions/037): the focus on the field from the page's HTML
  // comes before this form hydrates, so hydration itself starts loading the catalogue's box.
  it('loads the box at once (here it fails, so the note appears) and keeps what was typed', async () => {
    expectConsole('warn', /catalogue\/SearchBox could not be loaded/);
    const tree = (
      <SiteProviders auth={signedOutAuth}>
        <MemoryRouter initialEntries={['/about']}>
          <HeaderSearch />
        </MemoryRouter>
      </SiteProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const field = within(container).getByRole('searchbox', { name: 'Search books, places and authors' });
    field.focus();
    (field as HTMLInputElement).value = 'kyo';
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(await within(container).findByRole('status')).toHaveTextContent('Suggestions are unavailable right now. Press Enter to search the shelf.');
    expect(within(container).getByRole('searchbox', { name: 'Search books, places and authors' })).toHaveValue('kyo');
    container.remove();
  });
});
