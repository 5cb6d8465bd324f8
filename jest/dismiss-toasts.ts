import { act } from '@testing-library/react';
import { loadedSonner } from '../shared/src/toast/load-sonner';

/**
 * Sonner keeps its toasts in a module-level store and replays the active ones to every new <Toaster/>, so a toast
 * from one test would show up in the next of the same file. Tests that assert a toast's absence dismiss them all
 * after each test (the remotes' fresh-page helpers do it for every test).
 */
export function dismissToasts(): void {
  act(() => {
    loadedSonner()?.toast.dismiss();
  });
}
