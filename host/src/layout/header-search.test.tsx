import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { HeaderSearch } from './header-search';

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  // A failed load of the catalogue's box is reported with console.warn; the tests check what the visitor sees.
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => consoleWarn.mockRestore());

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
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />, { route: '/about' });
    await user.click(screen.getByRole('searchbox', { name: 'Search books, places and authors' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Suggestions are unavailable right now. Press Enter to search the shelf.');
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('catalogue/SearchBox could not be loaded'), expect.anything());
    const field = screen.getByRole('searchbox', { name: 'Search books, places and authors' });
    await user.type(field, 'tokyo');
    expect(field).toHaveValue('tokyo');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
