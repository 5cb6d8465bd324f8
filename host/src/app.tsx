import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { SiteProviders } from '@wanderpages/shared';
import { AppRoutes } from './routes/app-routes';

/**
 * The site's providers (shared's SiteProviders: theme, auth, toasts) around the router and the route table.
 * `location` is for the build-time prerender (host/prerender), which renders one path without a browser.
 * `hydrating`: the page is the prerendered one, whose styles (the global style among them) are already in it.
 */
export function App({ location, hydrating = false }: { location?: string; hydrating?: boolean }) {
  const router = (children: ReactNode) =>
    location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
  return (
    <StrictMode>
      <SiteProviders globalStyleInPage={hydrating}>{router(<AppRoutes />)}</SiteProviders>
    </StrictMode>
  );
}
