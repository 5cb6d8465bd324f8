import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@wanderpages/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { SiteLayout } from '../layout/site-layout';
import { AboutPage } from '../pages/about-page';
import { ContactPage } from '../pages/contact-page';
import { HomePage } from '../pages/home-page';
import { PrivacyPage } from '../pages/privacy-page';
import { exportNameOf, REMOTE_PAGES, type RemotePageRoute } from './site-routes';

// A whole page from a remote reserves the full viewport while nothing of it is painted, so the footer stays
// below the fold and does not jump when the page arrives (no layout shift).
const PAGE_HEIGHT = '100vh';

function RemotePage({ route }: { route: RemotePageRoute }) {
  return (
    <RemoteSlot
      id={route.module}
      exportName={exportNameOf(route.module)}
      label={route.label}
      kind="page"
      minHeight={PAGE_HEIGHT}
      routePatterns={route.paths}
    />
  );
}

/**
 * The route table of docs/product/screens.md#route-table: the host's own pages, then each remote's paths from site-routes.ts, whose remote routes
 * inside them; any other path is the not-found page. Case-sensitive, as the edges are (a file or a fragment is
 * found by its exact name): React Router's default matched /ABOUT, which the edge answers 404 with the not-found
 * page, and the takeover then swapped that page for Our Story (React error #418).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route caseSensitive path="about" element={<AboutPage />} />
        <Route caseSensitive path="contact" element={<ContactPage />} />
        <Route caseSensitive path="privacy" element={<PrivacyPage />} />
        {REMOTE_PAGES.flatMap((route) =>
          // Keyed by the page, not the pattern: /destinations/* → /genres/* keeps the catalogue's one root, while
          // /destinations/* → /auth mounts a slot of its own (one slot reused would first hand the catalogue /auth).
          route.paths.map((pattern) => <Route caseSensitive key={pattern} path={pattern.slice(1)} element={<RemotePage key={route.id} route={route} />} />),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
