import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { AuthProvider, Toaster, WanderpagesThemeProvider } from '@wanderpages/shared';
import { AppRoutes } from './routes/app-routes';

/**
 * The providers every remote relies on (theme, router, auth, toasts) wrap the route table once, here.
 * `location` is for the build-time prerender (host/prerender), which renders one path without a browser.
 */
export function App({ location }: { location?: string }) {
  const router = (children: ReactNode) =>
    location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
  return (
    <StrictMode>
      <WanderpagesThemeProvider>
        {router(
          <AuthProvider>
            <AppRoutes />
            <Toaster />
          </AuthProvider>,
        )}
      </WanderpagesThemeProvider>
    </StrictMode>
  );
}
