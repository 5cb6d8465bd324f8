import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For a place that shows one control or another (Sign in or Sign out; the menu's link, then its button): a ref for
 * whichever is shown. When `shown` changes and the control that went had the focus as it went, the one that
 * replaced it takes the focus, in the same commit (the browser would drop it on <body>). Only then: a visitor who
 * has moved on keeps their place.
 */
export function useFocusHandover(shown: unknown) {
  const control = useRef<HTMLElement | null>(null);
  const dropped = useRef(false);
  useLayoutEffect(() => {
    if (!dropped.current) return;
    dropped.current = false;
    control.current?.focus();
  }, [shown]);
  return useCallback((element: HTMLElement | null) => {
    // React detaches a ref before it takes the element out of the page: the focus is still on it here if it was.
    const detached = (gone: HTMLElement) => {
      dropped.current = gone.ownerDocument.activeElement === gone;
    };
    // The router's Link merges the refs given it: it detaches them with null, not with the cleanup returned.
    if (element === null) {
      if (control.current) detached(control.current);
      return;
    }
    // The same element attached again (a merged ref is a new function each render): it never went.
    if (element === control.current) dropped.current = false;
    control.current = element;
    return () => detached(element);
  }, []);
}
