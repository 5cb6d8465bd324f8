import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalogue } from './render-catalogue';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The shared not-found page logs each 404 with console.error (docs/product/screens.md); keep test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

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
  renderCatalogue(route);
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(route));
});

it('Europe → Paris lands on the not-found page, as the spec says', async () => {
  renderCatalogue('/destinations/europe');
  await userEvent.click(screen.getByRole('link', { name: 'Explore Paris' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/destinations/regions/paris');
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
});

it('a genre path is never taken for a destination, nor the other way round', () => {
  renderCatalogue('/destinations/mystery');
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
});
