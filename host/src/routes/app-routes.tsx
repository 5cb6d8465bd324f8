import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageLoader } from '@wanderpages/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { SiteLayout } from '../layout/site-layout';
import { AboutPage } from '../pages/about-page';
import { ContactPage } from '../pages/contact-page';
import { HomePage } from '../pages/home-page';
import { PrivacyPage } from '../pages/privacy-page';

// A whole page from a remote reserves the full viewport while it loads, so the footer stays below the fold and
// does not jump when the page arrives (no layout shift).
const PAGE_HEIGHT = '100vh';

const catalogue = (
  <RemoteSlot id="catalogue/CatalogueRoutes" exportName="CatalogueRoutes" label="The book catalogue" minHeight={PAGE_HEIGHT} />
);

/**
 * Spec §2's route table. The host owns the top level; the catalogue routes inside /destinations/* and
 * /genres/*, so its team can add a page without a host release.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="auth" element={<RemoteSlot id="engagement/AuthPage" exportName="AuthPage" label="Sign in" minHeight={PAGE_HEIGHT} />} />
        <Route
          path="newsletter-admin"
          element={<RemoteSlot id="admin/AdminDashboard" exportName="AdminDashboard" label="The newsletter dashboard" minHeight={PAGE_HEIGHT} />}
        />
        <Route path="destinations/*" element={catalogue} />
        <Route path="genres/*" element={catalogue} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * The frame with a page placeholder and no page: what the build-time prerender writes as app.html, the HTML a
 * static host answers for every route that is not the host's own (a remote's page, or one that does not exist),
 * so the first paint never names a page it may not be.
 */
export function AppShell() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<PageLoader label="Loading the page…" minHeight={PAGE_HEIGHT} />} />
      </Route>
    </Routes>
  );
}
