import { Button, PageBand } from '@wanderpages/shared';
import { ACCESS_TEXTS } from '../content/signups-texts';
import { useDashboardHead } from '../hooks/use-dashboard-head';

/**
 * A signed-in visitor whose admin lookup got no answer (the backend failed or could not be reached). Not Access
 * Denied: nothing was denied, and an administrator must be able to get in once the backend answers again.
 */
export function AccessCheckFailed({ onRetry }: { onRetry(): void }) {
  useDashboardHead(ACCESS_TEXTS.checkFailed);
  return (
    <main>
      <PageBand title={ACCESS_TEXTS.checkFailed} lead={ACCESS_TEXTS.checkFailedLead} trail={[{ label: 'Home', to: '/' }, { label: ACCESS_TEXTS.checkFailed }]} narrow>
        <Button onClick={onRetry}>{ACCESS_TEXTS.retry}</Button>
      </PageBand>
    </main>
  );
}
