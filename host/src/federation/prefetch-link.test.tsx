import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landedOn, renderWithProviders } from '../../../jest/render-with-providers';
import { PrefetchLink } from './prefetch-link';
import { prefetchRemote } from './remote-registry';
import { SLOW_OR_METERED_CONNECTIONS } from '../testing/connections';

// What warming a remote fetches is prefetch-links.test.ts's; here, which remote a link warms, and when.
jest.mock('./remote-registry', () => ({ prefetchRemote: jest.fn() }));

const warmed = jest.mocked(prefetchRemote);
const warmedRemotes = () => warmed.mock.calls.map(([name]) => name);

beforeEach(() => warmed.mockClear());

/** The browser's connection, as the Network Information API describes it, for one test (removed in afterEach). */
function pretendConnection(connection: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  delete (navigator as Navigator & { connection?: unknown }).connection;
});

describe('PrefetchLink', () => {
  it('warms the remote that owns the page it leads to when the pointer rests on it', async () => {
    renderWithProviders(<PrefetchLink to="/destinations/asia">Asia</PrefetchLink>, { path: '/' });
    expect(warmed).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('link', { name: 'Asia' }));
    expect(warmedRemotes()).toEqual(['catalogue']);
  });

  it('warms it when the link is reached with the keyboard', async () => {
    renderWithProviders(<PrefetchLink to="/auth">Sign in</PrefetchLink>, { path: '/' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveFocus();
    expect(warmedRemotes()).toEqual(['engagement']);
  });

  it('warms the owner of a page given with a query and a hash', async () => {
    renderWithProviders(<PrefetchLink to="/auth?mode=signup#form">Create an account</PrefetchLink>, { path: '/' });
    await userEvent.hover(screen.getByRole('link', { name: 'Create an account' }));
    expect(warmedRemotes()).toEqual(['engagement']);
  });

  it('warms the owner of a page given as a path object', async () => {
    renderWithProviders(<PrefetchLink to={{ pathname: '/newsletter-admin', search: '?tab=messages' }}>Admin</PrefetchLink>, { path: '/' });
    await userEvent.hover(screen.getByRole('link', { name: 'Admin' }));
    expect(warmedRemotes()).toEqual(['admin']);
  });

  it('warms the owner of a page given relative to the current one', async () => {
    renderWithProviders(<PrefetchLink to="../books">Every book</PrefetchLink>, { route: '/about', path: '/about' });
    await userEvent.hover(screen.getByRole('link', { name: 'Every book' }));
    expect(warmedRemotes()).toEqual(['catalogue']);
  });

  it('warms nothing for a page of the host', async () => {
    renderWithProviders(<PrefetchLink to="/about">Our Story</PrefetchLink>, { path: '/' });
    const link = screen.getByRole('link', { name: 'Our Story' });
    await userEvent.hover(link);
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(warmed).not.toHaveBeenCalled();
  });

  it("keeps the caller's own pointer and focus handlers, and still navigates", async () => {
    const seen: string[] = [];
    renderWithProviders(
      <PrefetchLink to="/genres/poetry" onMouseEnter={() => seen.push('pointer')} onFocus={() => seen.push('focus')}>
        Poetry
      </PrefetchLink>,
      { path: '/' },
    );
    const link = screen.getByRole('link', { name: 'Poetry' });
    await userEvent.hover(link);
    await userEvent.tab();
    expect(seen).toEqual(['pointer', 'focus']);
    await userEvent.click(link);
    expect(await landedOn('/genres/poetry')).toBeInTheDocument();
  });
});

// Where nothing is warmed on idle (use-prefetch-on-idle.test.ts), a link the reader points at or reaches still is.
describe('PrefetchLink on a slow or metered connection', () => {
  it.each(SLOW_OR_METERED_CONNECTIONS)('still warms the remote of a link reached with the keyboard, and of one the pointer rests on (%s)', async (_, connection) => {
    pretendConnection(connection);
    renderWithProviders(
      <>
        <PrefetchLink to="/auth">Sign in</PrefetchLink>
        <PrefetchLink to="/destinations/asia">Asia</PrefetchLink>
      </>,
      { path: '/' },
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveFocus();
    expect(warmedRemotes()).toEqual(['engagement']);
    await userEvent.hover(screen.getByRole('link', { name: 'Asia' }));
    expect(warmedRemotes()).toEqual(['engagement', 'catalogue']);
  });
});
