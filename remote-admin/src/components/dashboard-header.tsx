import { PageBand } from '@wanderpages/shared';

/**
 * docs/product/screens.md#newsletter-admin: a home link and Back Home, the title and the subtitle, in shared's page
 * band (the site header above stays the only header: no second bar under it).
 */
export function DashboardHeader() {
  return (
    <PageBand
      back={{ to: '/', label: 'Back Home' }}
      trail={[{ label: 'Home', to: '/' }, { label: 'Newsletter Signups' }]}
      eyebrow="Admin"
      title="Newsletter Signups"
      lead="Manage and export your newsletter subscribers"
    />
  );
}
