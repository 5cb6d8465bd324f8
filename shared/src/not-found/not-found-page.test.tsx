import { screen } from '@testing-library/react';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows 404, Page not found, a link home, and logs the path as a 404', () => {
    expectConsole('error', '404 Error: User attempted to access non-existent route: /destinations/regions/paris');
    renderWithProviders(<NotFoundPage />, { route: '/destinations/regions/paris' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/Page not found\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Wanderpages');
  });
});
