import { useEffect } from 'react';

export const SITE_NAME = 'Wanderpages';

/** Sets `<title>` to "<page> · Wanderpages" (or just the site name for the home page). */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${SITE_NAME}` : `${SITE_NAME} — Books that capture places`;
  }, [pageTitle]);
}
