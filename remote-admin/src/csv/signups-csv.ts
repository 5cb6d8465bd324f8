import Papa from 'papaparse';
import type { NewsletterSignup } from '@wanderpages/shared';

/** Spec §9: the CSV's columns, in this order. */
export const CSV_COLUMNS = ['Email', 'Date', 'Source'] as const;

export type CsvSignup = Pick<NewsletterSignup, 'email' | 'source' | 'created_at'>;

/** Spec §9: Date is in the viewer's local format. */
export function formatSignupDate(createdAt: string): string {
  return new Date(createdAt).toLocaleString();
}

/**
 * Builds the export text. papaparse does the RFC 4180 quoting (quotes doubled, fields with commas, quotes or
 * line breaks enclosed) and, with escapeFormulae, neutralises cells a spreadsheet would run as a formula
 * (leading =, +, -, @, tab or CR get a ' prefix). Pure: no DOM, no clock except through formatDate.
 */
export function signupsToCsv(rows: readonly CsvSignup[], formatDate: (createdAt: string) => string = formatSignupDate): string {
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: rows.map((row) => [row.email, formatDate(row.created_at), row.source]),
    },
    { escapeFormulae: true, newline: '\r\n', quotes: false },
  );
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Spec §9: newsletter-signups-{YYYY-MM-DD}.csv, with the LOCAL calendar date (not the UTC one). */
export function csvFileName(now: Date = new Date()): string {
  return `newsletter-signups-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
