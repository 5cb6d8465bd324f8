import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For a dialog the page renders only while `open`: once it closes, the focus goes back to `opener` (the button that
 * opened it) or, when that has gone meanwhile (its message deleted), to `fallback`. In a layout effect, in the commit
 * that closes the dialog, once the page behind it is no longer inert: a frame later, which a page in the background
 * may never get, left keyboard and screen-reader users on <body> until then.
 */
export function useReturnFocus(open: boolean, opener: RefObject<HTMLElement | null>, fallback?: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    (opener.current?.isConnected ? opener.current : fallback?.current)?.focus();
  }, [open, opener, fallback]);
}
