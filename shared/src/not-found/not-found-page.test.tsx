import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { WanderpagesThemeProvider } from '../theme/theme-provider';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows 404, Page not found, a link home, and logs the path as a 404', () => {
    expectConsole('error', '404 Error: User attempted to access non-existent route: /destinations/regions/paris');
    renderWithProviders(<NotFoundPage />, { route: '/destinations/regions/paris' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/Page not found\./)).toHaveTextContent(
      'Page not found. The page at /destinations/regions/paris does not exist or has moved.',
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Page not found')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Wanderpages');
  });

  it('names no path in its first render, which hydrates the one not-found page the edge serves for every path', () => {
    const view = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <WanderpagesThemeProvider withGlobalStyle={false}>
          <NotFoundPage />
        </WanderpagesThemeProvider>
      </MemoryRouter>,
    );
    expect(view).toContain('The page you asked for does not exist or has moved.');
    expect(view).not.toContain('/no-such-page');
    expect(view).toMatch(/<main data-start="load"/);
  });
});
