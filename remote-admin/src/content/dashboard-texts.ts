/** Texts of the dashboard as a whole, around both tabs: our choices (the spec names none; see README.md). */
export const TAB_LABELS = { signups: 'Signups', messages: 'Messages' } as const;

/** The confirmation every destructive action asks (components/confirm-dialog.tsx). */
export const CONFIRM_DIALOG_TEXTS = {
  cancel: 'Cancel',
  cannotBeUndone: 'This cannot be undone.',
} as const;
