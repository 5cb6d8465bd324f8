import { notify } from '@wanderpages/shared';
import { SIGNUPS_TOASTS } from '../content/signups-texts';

let lastShown = 0;

/**
 * docs/product/texts-and-errors.md#admin "load failed". The counters and the list load side by side; when the backend is down both
 * fail at once, and one toast says it better than two.
 */
export function reportLoadFailure(error: unknown): void {
  console.error('Loading newsletter signups failed:', error);
  const now = Date.now();
  if (now - lastShown < 2000) return;
  lastShown = now;
  notify(SIGNUPS_TOASTS.loadFailed);
}
