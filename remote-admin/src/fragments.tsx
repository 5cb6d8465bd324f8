/**
 * The admin's HTML fragment, rendered by its production build (rspack.base.ts): the dashboard's frame in its
 * loading state. Signups are private and never in HTML; they arrive after the browser takes the page over.
 */
import { runFragmentsCli } from '@wanderpages/shared/fragments';
import { AdminDashboard } from './exposed/admin-dashboard';

runFragmentsCli({
  remote: 'admin',
  pages: { module: 'admin/AdminDashboard', Component: AdminDashboard, paths: ['/newsletter-admin'] },
  sections: [],
});
