import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { PageLoader, useAuth } from '@wanderpages/shared';
import { prefetchDashboard, releaseDashboardPrefetch } from '../api/dashboard-prefetch';
import { AccessCheckFailed } from '../components/access-check-failed';
import { AccessDenied } from '../components/access-denied';
import { DashboardHeader } from '../components/dashboard-header';
import { HINTED_ADMIN, SESSION_READ } from '../content/session-marks';
import { ACCESS_TEXTS } from '../content/signups-texts';
import { NewsletterDashboard } from '../components/newsletter-dashboard';
import { useDashboardHead } from '../hooks/use-dashboard-head';

export { BUILD_ID as buildId } from '../build-id';

/**
 * Called by the host once this module has loaded for the page being opened (contracts/remotes.ts): the first
 * screen's reads and the admin lookup start then, while the host's shell is still hydrating, and the first render
 * below takes them over (within seconds: api/dashboard-prefetch.ts).
 */
export function prefetch(): void {
  prefetchDashboard();
}

const RETURN_HERE = { from: '/newsletter-admin' } as const;

const reload = () => window.location.reload();

const reveal = keyframes`
  to { visibility: visible; }
`;

/**
 * The wait is drawn once the start gate has read the storage (SESSION_READ), in the same frame as the band above
 * it when there is one (HintedBand): drawn before, it moved down as the band came in (a layout shift of 0.1). Should
 * the gate never run, it is shown after 3 s anyway. Without JavaScript the gates never decide: the reader is told
 * why (NeedsScript), instead of a wait that never ends.
 */
const Waiting = styled.div`
  visibility: hidden;
  animation: ${reveal} 0s 3s forwards;
  ${SESSION_READ} & { visibility: visible; }
  @media (scripting: none) { display: none; }
`;

/** As tall as the screen while it waits: the footer below moves as the band and then the dashboard come in, unseen. */
const Pending = styled.main`
  min-height: 100vh;
`;

const NeedsScript = styled.p`
  display: none;
  min-height: 60vh;
  margin: 0 auto;
  max-width: 36rem;
  padding: ${({ theme }) => theme.space(6)};
  align-items: center;
  justify-content: center;
  text-align: center;
  font-weight: 600;
  @media (scripting: none) { display: flex; }
`;

/**
 * The dashboard's own band, drawn while the gates wait only when the start gate found the stored session to be
 * the user the admin lookup last said yes to (HINTED_ADMIN): an admin opening their dashboard sees its
 * title from the page's HTML, not a wait of several seconds for the scripts and the lookup. Anyone else never sees
 * it: a reader is not shown an admin's page before Access Denied, nor a signed-out visitor before the sign-in.
 * (Under a host whose gate predates the mark there is no mark, and the band stays hidden.)
 */
const HintedBand = styled.div`
  display: none;
  ${HINTED_ADMIN} & { display: block; }
`;

/** The page while the gates wait: also what its HTML fragment shows (signups are never in HTML). */
function CheckingAccess() {
  useDashboardHead();
  return (
    <Pending>
      {/* Ends with the page's opening mark (shared PageBand): the first frame waits for the band and no more. */}
      <HintedBand>
        <DashboardHeader />
      </HintedBand>
      <Waiting>
        <PageLoader label={ACCESS_TEXTS.checking} minHeight="60vh" />
      </Waiting>
      <NeedsScript>{ACCESS_TEXTS.needsScript}</NeedsScript>
    </Pending>
  );
}

/**
 * /newsletter-admin (docs/product/screens.md#newsletter-admin). The gates only decide what to draw: row-level security on the server is what
 * keeps the signups from a non-admin, whose queries come back empty whatever this page shows.
 */
export function AdminDashboard() {
  const { status, user, isAdmin, isAdminLoading, adminCheckFailed, retryAdminCheck } = useAuth();
  // The first screen's reads start with the page's first render, not after the gates: RLS answers them for
  // whoever is signed in, and only the dashboard below (an admin's, and only for that user) ever draws them.
  // In render rather than in an effect: the host reveals a freshly loaded remote up to 300 ms after rendering
  // it (React's Suspense throttling), and effects only run once it is revealed.
  const [prefetch] = useState(prefetchDashboard);
  useEffect(() => () => releaseDashboardPrefetch(prefetch), [prefetch]);
  // Nothing is decided while the session or the admin lookup is pending: no flash of Access Denied, no redirect.
  if (status === 'loading' || isAdminLoading) {
    return <CheckingAccess />;
  }
  // To sign in, and back here afterwards (engagement's /auth reads `from`). The path is this page's own, not the
  // router's: this root can render once more after the host's location has already moved on to /auth.
  if (status === 'signed-out') return <Navigate to="/auth" replace state={RETURN_HERE} />;
  // The lookup got no answer: say so and offer to ask again, never Access Denied. (An auth state that says so
  // without retryAdminCheck is asked again by a reload. A host older than both flags shows Access Denied.)
  if (adminCheckFailed) return <AccessCheckFailed onRetry={retryAdminCheck ?? reload} />;
  if (!isAdmin || !user) return <AccessDenied />;
  return <NewsletterDashboard email={user.email ?? ''} userId={user.id} prefetch={prefetch} />;
}
