import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Wanderpages';
export const SITE_DESCRIPTION = 'Wanderpages: travel literature, books that capture places, by continent, region and genre.';

/** A page's `<title>` and meta description, as the HTML head and the browser tab show them. */
export interface DocumentMeta {
  title: string;
  description: string;
}

/** The full `<title>` text for a page title ("<page> · Wanderpages", or the site's own for the home page). */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : `${SITE_NAME} — Books that capture places`;
}

/**
 * Set by the build-time renderers (host/prerender, a remote's fragments): the page being rendered reports its
 * title and description here, so the HTML head gets them from the page itself and no second list of titles
 * exists. In the browser nothing provides it, and the hook only sets document.title.
 */
export const DocumentMetaCollector = createContext<((meta: DocumentMeta) => void) | null>(null);

/** Sets `<title>` to "<page> · Wanderpages" (or just the site name for the home page). */
export function useDocumentTitle(pageTitle?: string, description: string = SITE_DESCRIPTION): void {
  const collect = useContext(DocumentMetaCollector);
  collect?.({ title: documentTitle(pageTitle), description });
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
