import { loadSonner } from './load-sonner';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Shows a toast: a title, an optional description, and `destructive` for failures (styled as an error). */
export function notify({ title, description, variant = 'default' }: ToastMessage): void {
  const options = description ? { description } : undefined;
  void loadSonner().then(
    ({ toast }) => {
      if (variant === 'destructive') toast.error(title, options);
      else if (variant === 'success') toast.success(title, options);
      else toast(title, options);
    },
    // The toast library's file could not be fetched (the site's own server is gone): the page still works.
    (error: unknown) => console.error(`Could not show the message "${title}":`, error),
  );
}
