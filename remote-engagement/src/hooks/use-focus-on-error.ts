import { useEffect, type RefObject } from 'react';
import { focusStillWithin } from './focus-still-within';

/**
 * After a submit ends in an error, focus goes to the first field the error marks invalid (its description reads
 * the error), or, when it marks none (the backend failed, a rate limit), to the inline error itself (tabIndex -1).
 * Keyboard and screen-reader users land on what to fix, not on the page's body. A visitor who has moved on
 * elsewhere while the request ran keeps their place.
 */
export function useFocusOnError(
  error: string | null,
  form: RefObject<HTMLFormElement | null>,
  alert: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const within = form.current;
    if (error === null || !within) return;
    if (!focusStillWithin(within)) return;
    const field = within.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? alert.current)?.focus();
  }, [error, form, alert]);
}
