import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top (unless the URL names an anchor on it). The page the browser loaded is not a new
 * one: the reader may have scrolled it before the scripts took over (on their first click or key press), and the
 * takeover must leave them where they are, as it leaves what they see. Nor is a page Back or Forward returns to
 * (a POP): the browser puts the reader back where they were on it, which a scroll to the top here undid (Back from
 * a continent page's chip, a jump to `#region-…`, landed at the page's top, not where the reader had been). A
 * plain link to an anchor is a POP too (the browser's own fragment navigation, which has already scrolled there).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname + hash);
  useEffect(() => {
    if (shown.current === pathname + hash) return;
    shown.current = pathname + hash;
    if (navigationType === 'POP') return;
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, navigationType]);
  return null;
}
