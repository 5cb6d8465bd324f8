import { screen, within } from '@testing-library/react';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { CatalogueRoutes } from '../exposed/catalogue-routes';


it('keeps the 404 texts and offers the continent of a Europe city, then the other pages', async () => {
  expectConsole('error', '404 Error: User attempted to access non-existent route: /destinations/regions/paris');
  renderWithProviders(<CatalogueRoutes />, { route: '/destinations/regions/paris' });
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  const nearest = screen.getByRole('navigation', { name: 'Nearest pages' });
  expect(await within(nearest).findByText('Closest to what you asked for:')).toBeInTheDocument();
  const europe = within(nearest).getAllByRole('link', { name: 'Europe' });
  expect(europe).toHaveLength(1);
  expect(europe[0]).toHaveAttribute('href', '/destinations/europe');
  const others = within(within(nearest).getByRole('list', { name: 'Continents and genres' })).getAllByRole('link');
  expect(others.map((link) => link.textContent)).toEqual(['Asia', 'Americas', 'Africa', 'Mystery', 'Literary Fiction', 'History', 'Poetry']);
});
