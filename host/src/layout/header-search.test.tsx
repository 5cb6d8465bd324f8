import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders, signedOutAuth } from '../../../jest/render-with-providers';
import { SiteProviders } from '@wanderpages/shared';
import { SearchBox } from '../../../remote-catalogue/src/components/search/search-box';
import { laggingRouter } from '../../../jest/lagging-router';
import { loadExposed } from '../federation/remote-registry';
import { HeaderSearch } from './header-search';

// The catalogue's box is the real one where a test says so; elsewhere its load fails, as jest has no remotes, and
// the form keeps its plain field.
jest.mock('../federation/remote-registry', () => {
  const actual = jest.requireActual<typeof import('../federation/remote-registry')>('../federation/remote-registry');
  return { ...actual, loadExposed: jest.fn(actual.loadExposed) };
});
const catalogueBox = { SearchBox, buildId: 'test' };

/** The next load of the catalogue's box gives the real one when the test calls the function returned. */
function boxOnItsWay(): () => void {
  let arrive!: () => void;
  jest.mocked(loadExposed).mockReturnValueOnce(new Promise((resolve) => (arrive = () => resolve(catalogueBox))));
  return () => arrive();
}

const NAME = 'Search books, places and authors';

describe('HeaderSearch, the host part of the header search', () => {
  // Submitting on a MemoryRouter (a client-side navigation to /books?q=…) is covered in e2e/tests/search.spec.ts:
  // React builds a FormData of a submitted form in a transition, which jest-fixed-jsdom's Node FormData cannot do.
  // The lagging router's navigations are no transitions: the tests of Enter below submit on it.
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

describe('HeaderSearch handing over to the catalogue\'s box', () => {
  it('keeps a letter typed after the box has arrived but before React has put it in the plain field\'s place', async () => {
    const arrive = boxOnItsWay();
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />, { route: '/about' });
    const plain = screen.getByRole('searchbox', { name: NAME }) as HTMLInputElement;
    await user.type(plain, 'kyot');
    // Outside act(), as in a browser: React renders the module's arrival in a task of its own, and a keystroke can
    // come in between (act would render it at once).
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      arrive();
      await Promise.resolve(); // the module is in: React has the render that swaps the fields queued, not done
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      // A keystroke as the browser delivers it (user-event's would be wrapped in act).
      plain.value = 'kyoto';
      plain.dispatchEvent(new Event('input', { bubbles: true }));
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    const box = await screen.findByRole('combobox', { name: NAME });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('kyoto');
  });
});

describe('HeaderSearch going where Enter says, once', () => {
  /** The header on a router whose navigations land when the test says, with the catalogue's box in it. */
  async function boxOnLaggingRouter() {
    jest.mocked(loadExposed).mockResolvedValueOnce(catalogueBox);
    const user = userEvent.setup();
    const router = laggingRouter('/about');
    router.render(<HeaderSearch />);
    await user.click(screen.getByRole('searchbox', { name: NAME }));
    return { user, router, box: await screen.findByRole('combobox', { name: NAME }) };
  }

  it.each([
    ['before the first navigation has landed', false],
    ['after it has landed', true],
  ])('an Enter pressed twice on a suggestion goes to the suggestion (second press %s)', async (_, landBetween) => {
    const { user, router, box } = await boxOnLaggingRouter();
    await user.type(box, 'kyoto');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('BookThe Old Capital');
    await user.keyboard('{Enter}');
    if (landBetween) router.land();
    await user.keyboard('{Enter}');
    router.land();
    expect(router.history()).toEqual({ paths: ['/about', '/books/the-old-capital'], index: 1 });
  });

  it('makes one history entry of a search submitted twice (Enter pressed twice)', async () => {
    const { user, router, box } = await boxOnLaggingRouter();
    await user.type(box, 'kyoto{Enter}{Enter}');
    router.land();
    expect(router.history()).toEqual({ paths: ['/about', '/books?q=kyoto'], index: 1 });
    // Once it has landed, the same search again is the page already shown: still one entry.
    await user.keyboard('{Enter}');
    router.land();
    expect(router.history()).toEqual({ paths: ['/about', '/books?q=kyoto'], index: 1 });
    // Back on the page it was sent from, it is a search again: an entry of its own, not in place of that page's.
    router.back();
    router.land();
    await user.keyboard('{Enter}');
    router.land();
    expect(router.history()).toEqual({ paths: ['/about', '/books?q=kyoto'], index: 1 });
  });
});
