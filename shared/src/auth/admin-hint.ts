import { ADMIN_HINT_STORAGE_KEY } from '../contracts/session';

/**
 * Remembers on this browser what the admin lookup last answered for the signed-in user, for the start gate to read
 * on the next load (contracts/session.ts): the dashboard's frame is then drawn from the page's HTML at once, rather
 * than after the scripts and the lookup. Storage that is full, disabled or refused only loses the hint.
 */
export function rememberAdminAnswer(userId: string, isAdmin: boolean): void {
  try {
    if (isAdmin) {
      if (window.localStorage.getItem(ADMIN_HINT_STORAGE_KEY) !== userId) window.localStorage.setItem(ADMIN_HINT_STORAGE_KEY, userId);
    } else {
      window.localStorage.removeItem(ADMIN_HINT_STORAGE_KEY);
    }
  } catch {
    // no storage: no hint, and the dashboard waits for the lookup as it always could
  }
}

/** Signed out: the hint goes with the session. */
export function forgetAdminAnswer(): void {
  rememberAdminAnswer('', false);
}

/** Whether the hint names `userId` (the lookup for them has not answered in this page yet). */
export function hintNames(userId: string): boolean {
  try {
    return window.localStorage.getItem(ADMIN_HINT_STORAGE_KEY) === userId;
  } catch {
    return false;
  }
}
