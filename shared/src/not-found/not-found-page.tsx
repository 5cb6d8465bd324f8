import { useEffect, useState } from 'react';
import { FRAGMENT_START_ATTR, STARTS_ON_LOAD } from '../contracts/fragments';
import { useLocation } from 'react-router-dom';
import { SITE_DESCRIPTION, useDocumentTitle } from '../hooks/use-document-title';
import { ButtonLink } from '../ui/button';
import { PageBand } from '../ui/page-band';

/**
 * The one not-found page: the host renders it for unknown top-level paths, remotes for unknown sub-paths.
 * It logs the path as a 404 (docs/product/screens.md#not-found) so a broken link shows up in the console and in monitoring.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // Kept out of search results (robots noindex, no canonical link); its status is 404 as well.
  useDocumentTitle('Page not found', SITE_DESCRIPTION, { indexed: false });
  // The path is shown once mounted: the page's HTML is the same for every unknown path (the edge serves one
  // not-found page), so the first render, which hydrates it, must not name one.
  const [shownPath, setShownPath] = useState<string | null>(null);
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
    setShownPath(pathname);
  }, [pathname]);
  return (
    // Its script logs the 404 and names the path: the page asks for it at once (contracts/fragments.ts).
    <main {...{ [FRAGMENT_START_ATTR]: STARTS_ON_LOAD }}>
      <PageBand
        eyebrow="404"
        title="Oops! Page not found"
        trail={[{ label: 'Home', to: '/' }, { label: 'Page not found' }]}
        lead={
          <p>
            Page not found.{' '}
            {shownPath ? (
              <>
                The page at <code>{shownPath}</code> does not exist or has moved.
              </>
            ) : (
              'The page you asked for does not exist or has moved.'
            )}
          </p>
        }
      >
        <ButtonLink to="/">Return to Home</ButtonLink>
      </PageBand>
    </main>
  );
}
