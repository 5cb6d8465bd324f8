import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { tokens } from './tokens';

/** The host wraps the whole site in this once; a remote running standalone wraps itself in it too. */
export function WanderpagesThemeProvider({ children, withGlobalStyle = true }: { children: ReactNode; withGlobalStyle?: boolean }) {
  return (
    <ThemeProvider theme={tokens}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
