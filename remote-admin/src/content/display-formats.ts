/**
 * How the dashboard writes counts and times. Not with Intl (`toLocaleString`): the first Intl formatter a page
 * creates loads ICU's locale data, 150–330 ms in one task at CPU 4× in a fresh renderer, measured; these take a
 * few milliseconds (docs/decisions/043-no-intl-formatters-at-load.md). The CSV keeps the viewer's local format
 * (docs/product/limits.md#csv-export): it is built on a click, not at load.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A count (a whole number) with thousands separators, as en-US writes it: 100000 → "100,000". */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A stored timestamp in the viewer's own time zone, day and month unambiguous whatever their locale:
 * "26 Nov 2026, 14:05". A value that is not a date is shown as stored.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
