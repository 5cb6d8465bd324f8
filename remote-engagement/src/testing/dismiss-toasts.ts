import { act } from '@testing-library/react';
import { toast } from 'sonner';

/**
 * Sonner keeps its toasts in a module-level store and replays the active ones to every new <Toaster/>,
 * so a toast from one test would show up in the next. Tests dismiss them all after each test.
 * (A `dismissAllToasts()` in shared, next to notify(), would be the better home for this.)
 */
export function dismissToasts(): void {
  act(() => {
    toast.dismiss();
  });
}
