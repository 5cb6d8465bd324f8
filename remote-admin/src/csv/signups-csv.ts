import Papa from 'papaparse';
import type { NewsletterSignup } from '@wanderpages/shared';

/** docs/product/limits.md#csv-export: the CSV's columns, in this order. */
const CSV_COLUMNS = ['Email', 'Date', 'Source'] as const;

export type CsvSignup = Pick<NewsletterSignup, 'email' | 'source' | 'created_at'>;

/** docs/product/limits.md#csv-export: Date is in the viewer's local format. */
function formatSignupDate(createdAt: string): string {
  // eslint-disable-next-line no-restricted-properties -- the export runs on a click, and the spec asks for the local format
  return new Date(createdAt).toLocaleString();
}

const UNPARSE_OPTIONS = { escapeFormulae: true, newline: '\r\n', quotes: false } as const;

/** The first line of the file: Email,Date,Source. */
export function csvHeader(): string {
  return Papa.unparse([[...CSV_COLUMNS]], UNPARSE_OPTIONS);
}

/**
 * Signups as CSV lines (CRLF between them, none after the last), for a file built a page at a time. papaparse
 * does the RFC 4180 quoting (quotes doubled, fields with commas, quotes or line breaks enclosed) and, with
 * escapeFormulae, neutralises cells a spreadsheet would run as a formula (leading =, +, -, @, tab or CR get a
 * ' prefix). Pure: no DOM, no clock except through formatDate.
 */
export function signupsToCsvLines(rows: readonly CsvSignup[], formatDate: (createdAt: string) => string = formatSignupDate): string {
  return Papa.unparse(
    rows.map((row) => [row.email, formatDate(row.created_at), row.source]),
    UNPARSE_OPTIONS,
  );
}

/** The whole export text at once: the header, then one line per signup (none: the header alone), in the given order. */
export function signupsToCsv(rows: readonly CsvSignup[], formatDate: (createdAt: string) => string = formatSignupDate): string {
  return `${csvHeader()}\r\n${signupsToCsvLines(rows, formatDate)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** docs/product/limits.md#csv-export: newsletter-signups-{YYYY-MM-DD}.csv, with the LOCAL calendar date (not the UTC one). */
export function csvFileName(now: Date = new Date()): string {
  return `newsletter-signups-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
