import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, Toaster, WanderpagesThemeProvider } from '@wanderpages/shared';
import { AppRoutes } from './routes/app-routes';

/** The providers every remote relies on (theme, router, auth, toasts) wrap the route table once, here. */
export function App() {
  return (
    <StrictMode>
      <WanderpagesThemeProvider>
        <BrowserRouter>
          <AuthProvider>
            <AppRoutes />
            <Toaster />
          </AuthProvider>
        </BrowserRouter>
      </WanderpagesThemeProvider>
    </StrictMode>
  );
}
