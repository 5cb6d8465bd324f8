import { act } from 'react';
import { screen, within } from '@testing-library/react';
import { renderFragment } from '@wanderpages/shared/fragments';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { CatalogueRoutes } from '../exposed/catalogue-routes';
import { hydrateCatalogueFragment, paintFragment } from '../testing/hydrate-fragment';

it('keeps the 404 texts and offers the continent of a Europe city, then the other pages', async () => {
  expectConsole('error', '404 Error: User attempted to access non-existent route: /destinations/regions/paris');
  renderWithProviders(<CatalogueRoutes />, { route: '/destinations/regions/paris' });
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  const nearest = screen.getByRole('navigation', { name: 'Nearest pages' });
  expect(await within(nearest).findByText('Closest to what you asked for:')).toBeInTheDocument();
  const closest = screen.getByText('Closest to what you asked for:');
  expect(within(closest).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Europe', '/destinations/europe']]);
  // The list stays as the HTML had it: every continent and genre, Europe too.
  const chips = within(within(nearest).getByRole('list', { name: 'Continents and genres' })).getAllByRole('link');
  expect(chips.map((link) => link.textContent)).toEqual(['Europe', 'Asia', 'Americas', 'Africa', 'Mystery', 'Literary Fiction', 'History', 'Poetry']);
});

it('leaves a reader who tabbed to a chip in the painted page on that chip when the suggestions come', async () => {
  const path = '/destinations/regions/paris';
  expectConsole('error', `404 Error: User attempted to access non-existent route: ${path}`);
  // The page as the edge paints it, then taken over (focusing a link is an intent that starts the scripts).
  const html = renderFragment('catalogue/CatalogueRoutes', CatalogueRoutes, path, 'test-build', { start: true }).html;
  const element = paintFragment(html);
  const chips = screen.getByRole('list', { name: 'Continents and genres' });
  within(chips).getByRole('link', { name: 'Europe' }).focus();
  const { root, recoverable } = await hydrateCatalogueFragment(element, path);
  try {
    expect(await screen.findByText('Closest to what you asked for:')).toBeInTheDocument();
    expect(recoverable).toEqual([]);
    expect(within(chips).getByRole('link', { name: 'Europe' })).toHaveFocus();
  } finally {
    act(() => root.unmount());
    element.remove();
  }
});
