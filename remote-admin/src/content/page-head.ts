/** The dashboard's `<title>` and meta description: what a browser tab and a shared link show. */
export const DASHBOARD_HEAD = {
  title: 'Newsletter Signups',
  description: 'The Wanderpages newsletter dashboard, for administrators: count, search, export and clear the newsletter signups.',
} as const;
