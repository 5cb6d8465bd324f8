import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';

/**
 * For a control that goes once it has done its work (Mark as read once the message is read, Load more once the last
 * page is in): a ref for it that notes whether it held the focus as it went; if it did, the focus moves to `next()`
 * in that same commit (a layout effect). Otherwise the browser drops it on <body>, and keyboard and screen-reader
 * users start again from the top of the page.
 */
export function useFocusWhenRemoved(next: () => HTMLElement | null | undefined): RefCallback<HTMLElement> {
  const dropped = useRef(false);
  // After every commit of the component that renders the control, as the control comes and goes with its renders.
  useLayoutEffect(() => {
    if (!dropped.current) return;
    dropped.current = false;
    next()?.focus();
  });
  return useCallback((control: HTMLElement | null) => {
    if (!control) return;
    // React detaches a ref before it takes the element out of the page: the focus is still on it here if it was.
    return () => {
      if (control.ownerDocument.activeElement === control) dropped.current = true;
    };
  }, []);
}
