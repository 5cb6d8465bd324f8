/** The signups tab's toasts: the spec's texts (docs/product/texts-and-errors.md#admin), in one place. */
import type { ToastMessage } from '@wanderpages/shared';

export const SIGNUPS_TOASTS = {
  // Also used when an export cannot read the rows: that is a load failure (not in the spec's catalogue).
  loadFailed: { title: 'Error loading signups', description: 'Failed to load newsletter signups. Please try again.', variant: 'destructive' },
  nothingToExport: { title: 'No signups to export', description: 'There are no newsletter signups to export yet.' },
  cleared: { title: 'Signups cleared', description: 'All newsletter signups have been deleted.', variant: 'success' },
  clearFailed: { title: 'Error clearing signups', description: 'Failed to clear newsletter signups. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

export function exportedToast(count: number): ToastMessage {
  return { title: 'Export successful', description: `Exported ${count} newsletter signups to CSV.`, variant: 'success' };
}

/** Clear All's confirmation: the question is the spec's (docs/product/limits.md#admin), the rest our choices. */
export const CLEAR_DIALOG_TEXTS = {
  title: 'Clear all signups',
  question: (count: number) => `Are you sure you want to delete all ${count} newsletter signups?`,
  confirm: 'Delete all signups',
  busy: 'Deleting…',
} as const;

/**
 * The page before the gates decide, and when the admin lookup got no answer (not "Access Denied": nothing was
 * denied); our choices, the failure worded like the spec's load failures. Without JavaScript nothing can be
 * checked, so it says so.
 */
export const ACCESS_TEXTS = {
  checking: 'Checking your access…',
  needsScript: 'The dashboard needs JavaScript: turn it on in your browser to sign in and manage signups.',
  checkFailed: "We couldn't check your access",
  checkFailedLead: 'Failed to check your administrator access. Please try again.',
  retry: 'Try again',
} as const;
