import { useDocumentTitle } from '@wanderpages/shared';
import { DASHBOARD_HEAD } from '../content/page-head';

/**
 * The page's head in every state (checking, denied, the dashboard). Never in search results: the page is an
 * administrator's, and its HTML is only the frame in its loading state.
 */
export function useDashboardHead(title: string = DASHBOARD_HEAD.title): void {
  useDocumentTitle(title, DASHBOARD_HEAD.description, { indexed: false });
}
