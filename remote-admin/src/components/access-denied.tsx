import { ButtonLink, PageBand } from '@wanderpages/shared';
import { useDashboardHead } from '../hooks/use-dashboard-head';

/** docs/product/screens.md#newsletter-admin: a signed-in visitor without an admin_users row. The server would give them no rows anyway. */
export function AccessDenied() {
  useDashboardHead('Access Denied');
  return (
    <main>
      <PageBand title="Access Denied" lead="You need administrator privileges to access this page." trail={[{ label: 'Home', to: '/' }, { label: 'Access Denied' }]} narrow>
        <ButtonLink to="/">Return Home</ButtonLink>
      </PageBand>
    </main>
  );
}
