import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsole } from '../../../jest/console-guard';
import { address } from '../../../jest/render-with-providers';
import { renderCatalogue } from '../testing/render-catalogue';

/** The shared not-found page logs each 404 with console.error (docs/product/screens.md). */
function expect404Logged(route: string) {
  expectConsole('error', `404 Error: User attempted to access non-existent route: ${route}`);
}

it.each([
  '/destinations/regions/paris',
  '/destinations/regions/london',
  '/destinations/regions/santorini',
  '/destinations/antarctica',
  '/destinations',
  '/genres/unknown',
  '/genres/mystery/extra',
  '/genres',
])('%s renders the shared not-found page and logs the 404', (route) => {
  expect404Logged(route);
  renderCatalogue(route);
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

it('Europe → Paris lands on the not-found page, as the spec says', async () => {
  expect404Logged('/destinations/regions/paris');
  renderCatalogue('/destinations/europe');
  await userEvent.click(screen.getByRole('link', { name: 'Explore Paris' }));
  expect(address()).toHaveValue('/destinations/regions/paris');
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
});

it('a genre path is never taken for a destination, nor the other way round', () => {
  expect404Logged('/destinations/mystery');
  renderCatalogue('/destinations/mystery');
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
});
