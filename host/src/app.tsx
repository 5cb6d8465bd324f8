import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { AuthProvider, Toaster, WanderpagesThemeProvider } from '@wanderpages/shared';
import { AppRoutes, AppShell } from './routes/app-routes';

/**
 * The providers every remote relies on (theme, router, auth, toasts) wrap the route table once, here.
 * `location` and `shell` are for the build-time prerender (host/prerender), which renders one path, or the frame
 * alone, without a browser.
 */
export function App({ location, shell = false }: { location?: string; shell?: boolean }) {
  const router = (children: ReactNode) =>
    location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
  return (
    <StrictMode>
      <WanderpagesThemeProvider>
        {router(
          <AuthProvider>
            {shell ? <AppShell /> : <AppRoutes />}
            <Toaster />
          </AuthProvider>,
        )}
      </WanderpagesThemeProvider>
    </StrictMode>
  );
}
