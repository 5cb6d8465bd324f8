import { PageBand } from '@wanderpages/shared';
import { DASHBOARD_HEAD } from '../content/page-head';

/**
 * docs/product/screens.md#newsletter-admin: a home link and Back Home, the title and the subtitle, in shared's page
 * band (the site header above stays the only header: no second bar under it).
 */
export function DashboardHeader() {
  return (
    <PageBand
      back={{ to: '/', label: 'Back Home' }}
      trail={[{ label: 'Home', to: '/' }, { label: DASHBOARD_HEAD.title }]}
      eyebrow="Admin"
      title={DASHBOARD_HEAD.title}
      lead="Manage and export your newsletter subscribers"
    />
  );
}
