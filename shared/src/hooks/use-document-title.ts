import { createContext, useContext, useEffect } from 'react';
import { announcePage } from '../ui/page-announcer';

export const SITE_NAME = 'Wanderpages';
export const SITE_DESCRIPTION = 'Wanderpages: travel literature, books that capture places, by continent, region and genre.';

/** A page's `<title>` and meta description, as the HTML head and the browser tab show them. */
export interface DocumentMeta {
  title: string;
  description: string;
  /** False for a page search engines should leave out of their results (a private dashboard): robots noindex. */
  indexed?: boolean;
}

/** The full `<title>` text for a page title ("<page> · Wanderpages", or the site's own for the home page). */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : `${SITE_NAME} — Books that capture places`;
}

/**
 * Set by the build-time renderers (host/prerender, a remote's fragments): the page being rendered reports its
 * title and description here, so the HTML head gets them from the page itself and no second list of titles
 * exists. In the browser nothing provides it.
 */
export const DocumentMetaCollector = createContext<((meta: DocumentMeta) => void) | null>(null);

/**
 * A page path as its canonical link names it: without a trailing slash (React Router serves both forms). The Node
 * edge writes the HTML's link with it too (scripts/lib/edge-composer.ts).
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The document's canonical link after a navigation in the browser: the page now shown, or none for a page kept out
 * of search results. The edge writes the HTML's own link, at the site's public origin (docs/decisions/045), and that
 * is what a crawler reads; this keeps the live document telling the same story once the reader has moved on, at the
 * origin the edge named (the page's own when the page had no link).
 */
function showCanonicalLink(indexed: boolean): void {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  // Link previews' copy of the same address (Open Graph), which the edge writes beside it.
  const ogUrl = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]');
  if (!indexed) {
    existing?.remove();
    ogUrl?.remove();
    return;
  }
  const href = new URL(canonicalPath(window.location.pathname), existing?.href || window.location.origin).href;
  if (ogUrl && ogUrl.content !== href) ogUrl.content = href;
  if (existing) {
    if (existing.href !== href) existing.href = href;
    return;
  }
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = href;
  document.head.append(link);
}

/**
 * A page's head: `<title>` "<page> · Wanderpages" (the site's own for the home page), its meta description and its
 * canonical link, in the HTML (through the collector) and, after a navigation in the browser, in the document. Each
 * page gives its own description; the site's is the home page's. `indexed: false` keeps the page out of search
 * results: robots noindex in its HTML (a crawler reads each address's own HTML), and no canonical link.
 */
export function useDocumentTitle(pageTitle?: string, description: string = SITE_DESCRIPTION, { indexed = true } = {}): void {
  const collect = useContext(DocumentMetaCollector);
  collect?.({ title: documentTitle(pageTitle), description, ...(indexed ? {} : { indexed: false }) });
  useEffect(() => {
    const title = documentTitle(pageTitle);
    // A new title in a page already open is a navigation (or a page's new state, as /auth's sign-in and sign-up):
    // said aloud, as a full load would be. The first render of a loaded page finds its own title there already.
    if (document.title !== title) announcePage(title);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    showCanonicalLink(indexed);
  }, [pageTitle, description, indexed]);
}
