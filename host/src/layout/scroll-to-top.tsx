import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top (unless the URL names an anchor on it). The page the browser loaded is not a new
 * one: the reader may have scrolled it before the scripts took over (on their first click or key press), and the
 * takeover must leave them where they are, as it leaves what they see.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname + hash);
  useEffect(() => {
    if (shown.current === pathname + hash) return;
    shown.current = pathname + hash;
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}
