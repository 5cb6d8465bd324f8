import { Toaster as SonnerToaster } from 'sonner';
import { tokens } from '../theme/tokens';

/**
 * Mounted once by the host (or by a remote running standalone). Sonner renders an aria-live region,
 * so every toast is announced to screen readers.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-left"
      richColors
      closeButton
      duration={5000}
      toastOptions={{ style: { fontFamily: tokens.font.body, fontSize: '0.95rem' } }}
    />
  );
}
