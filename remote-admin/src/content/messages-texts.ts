/** The Messages tab's texts: our choices (the spec names none; see README.md). */
export const MESSAGES_TEXTS = {
  heading: 'Contact messages',
  loading: 'Loading messages...',
  empty: 'No messages yet',
  emptyHint: 'Messages sent from the contact page will appear here.',
  unread: 'Unread',
  from: 'From:',
  markRead: 'Mark as read',
  delete: 'Delete',
  retry: 'Try again',
  deleteTitle: 'Delete message',
  deleteQuestion: (subject: string, name: string) => `Are you sure you want to delete the message "${subject}" from ${name}?`,
  deleteConfirm: 'Delete message',
  deleting: 'Deleting…',
} as const;

export const MESSAGES_TOASTS = {
  loadFailed: { title: 'Error loading messages', description: 'Failed to load contact messages. Please try again.', variant: 'destructive' },
  updateFailed: { title: 'Error updating message', description: 'The message could not be changed. Please try again.', variant: 'destructive' },
  deleted: { title: 'Message deleted', description: 'The contact message has been deleted.', variant: 'success' },
} as const;
