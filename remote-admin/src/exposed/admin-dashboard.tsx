import { Navigate } from 'react-router-dom';
import { PageLoader, useAuth } from '@wanderpages/shared';
import { AccessDenied } from '../components/access-denied';
import { NewsletterDashboard } from '../components/newsletter-dashboard';

/**
 * /newsletter-admin (spec §2). The gates only decide what to draw: row-level security on the server is what
 * keeps the signups from a non-admin, whose queries come back empty whatever this page shows.
 */
export function AdminDashboard() {
  const { status, user, isAdmin, isAdminLoading } = useAuth();
  // Nothing is decided while the session or the admin lookup is pending: no flash of Access Denied, no redirect.
  if (status === 'loading' || isAdminLoading) {
    return (
      <main>
        <PageLoader label="Checking your access…" minHeight="60vh" />
      </main>
    );
  }
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  if (!isAdmin) return <AccessDenied />;
  return <NewsletterDashboard email={user?.email ?? ''} />;
}
