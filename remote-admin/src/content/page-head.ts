/** The dashboard's title (its heading, breadcrumb and `<title>`) and meta description: what a tab and a shared link show. */
export const DASHBOARD_HEAD = {
  title: 'Newsletter Signups',
  description: 'The Wanderpages newsletter dashboard, for administrators: count, search, export and clear the newsletter signups.',
} as const;
