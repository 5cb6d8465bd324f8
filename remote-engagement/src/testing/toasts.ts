import { screen, waitFor, within } from '@testing-library/react';

/** The toasts (list items in the toaster's "Notifications" region) titled `title`. */
function toastsTitled(title: string): HTMLElement[] {
  const region = screen.getByRole('region', { name: /Notifications/ });
  return within(region)
    .queryAllByRole('listitem')
    .filter((item) => within(item).queryByText(title) !== null);
}

/** Waits until `count` toasts titled `title` show (a second one: the same outcome again), and returns the last. */
export async function findToast(title: string, count = 1): Promise<HTMLElement> {
  return waitFor(() => {
    const toasts = toastsTitled(title);
    if (toasts.length !== count) throw new Error(`${toasts.length} toast(s) titled "${title}", not ${count}`);
    return toasts[toasts.length - 1] as HTMLElement;
  });
}
