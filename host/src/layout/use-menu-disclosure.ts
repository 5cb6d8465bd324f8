import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from './use-hydrated';

/** The id of the header's menu (the nav itself): the no-JS link's target and the button's aria-controls. */
export const MENU_ID = 'site-menu';

/**
 * The phone menu as a WAI-ARIA disclosure (docs/decisions/030-phone-header-menu.md). Until the header has hydrated
 * the toggle is a plain link to #site-menu that CSS opens with :target, so the menu works before (and without)
 * JavaScript; once mounted (`enhanced`) it is a button with aria-expanded. Escape closes it and puts focus back on
 * the button; a navigation asked for while it is open closes it as it lands; so does a press outside the header,
 * and focus leaving it (Tab past the last link).
 */
export function useMenuDisclosure() {
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const lastKey = useRef(location.key);
  // A navigation was asked for since the menu opened (below). The host lands a navigation a render or more after it
  // is asked for: one asked before (a page's link tapped just before Menu) landed with the menu open, and closed it
  // under the reader's finger.
  const asked = useRef(false);

  const openedThroughLink = useRef(false);
  const followLink = useCallback(() => {
    openedThroughLink.current = true;
    setOpen(true);
  }, []);
  useEffect(() => {
    // Opened through the link before the header hydrated (the URL names the menu): it stays open, now as state.
    // After hydration, so the first render matches the HTML. A press on the link after this, before the button is
    // in its place (a render later), is the link's own click (followLink): read here, it came too late, and the
    // button closed the menu the reader had just seen open.
    if (window.location.hash === `#${MENU_ID}`) followLink();
  }, [followLink]);
  useEffect(() => {
    if (!enhanced || !openedThroughLink.current) return;
    openedThroughLink.current = false;
    // The link's jump to #site-menu left the focus on the document (the menu is no control): the reader's place is
    // the control they pressed, now the button, unless they have gone on elsewhere meanwhile.
    if (document.activeElement === null || document.activeElement === document.body) toggleRef.current?.focus();
  }, [enhanced]);

  const close = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (location.key === lastKey.current) return;
    lastKey.current = location.key;
    if (!open || !asked.current) return;
    // A link in the menu was followed. Focus on it would be left on a hidden element: put it on the button
    // (showing in the phone layout only), so the next Tab goes on into the new page.
    const focusInMenu = document.getElementById(MENU_ID)?.contains(document.activeElement) ?? false;
    close({ returnFocus: focusInMenu && toggleRef.current?.offsetParent != null });
  }, [location.key, open, close]);

  useEffect(() => {
    if (!open) return;
    asked.current = false;
    // What asks for a navigation from the open menu: a link followed (a click, or Enter on it), a search sent or a
    // suggestion chosen (Enter, a click on an option), the browser's Back or Forward. Typing (an Enter that ends a
    // composition among it), or a tap on the field, asks for none.
    const onAsk = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.type === 'click' && !target?.closest('a[href], [role="option"]')) return;
      if (event instanceof KeyboardEvent && (event.key !== 'Enter' || event.isComposing)) return;
      asked.current = true;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape a control in the menu has used already is not the menu's: the search closing its suggestions,
      // then clearing its field (it prevents the default). The next Escape closes the menu.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close({ returnFocus: true });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) close({ returnFocus: false });
    };
    // Tab (or Shift+Tab) out of the header: the open panel would cover the element that now has focus (the page's
    // breadcrumb under it). Focus stays where the visitor put it. No related target (the window lost focus, a
    // press on nothing focusable) is not leaving: the press outside is handled above.
    const header = headerRef.current;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !header?.contains(next)) close({ returnFocus: false });
    };
    const asks = ['click', 'keydown', 'submit'] as const;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    header?.addEventListener('focusout', onFocusOut);
    for (const type of asks) header?.addEventListener(type, onAsk);
    window.addEventListener('popstate', onAsk);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      header?.removeEventListener('focusout', onFocusOut);
      for (const type of asks) header?.removeEventListener(type, onAsk);
      window.removeEventListener('popstate', onAsk);
    };
  }, [open, close]);

  return { enhanced, open, toggle: () => setOpen((value) => !value), followLink, toggleRef, headerRef };
}
