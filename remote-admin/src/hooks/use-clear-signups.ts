import { useCallback, useState } from 'react';
import { emitEvent, notify } from '@wanderpages/shared';
import { deleteAllSignups } from '../api/signups-api';
import { SIGNUPS_TOASTS } from '../content/signups-texts';

/** Clear All Signups, once confirmed: deletes on the server, says how it went (docs/product/texts-and-errors.md#error-catalogue), then `onCleared`. */
export function useClearSignups(onCleared: () => void): { clearing: boolean; clearAll(count: number): Promise<boolean> } {
  const [clearing, setClearing] = useState(false);

  const clearAll = useCallback(
    async (count: number) => {
      setClearing(true);
      const result = await deleteAllSignups();
      setClearing(false);
      // Counters and list reload either way: after a failure they show what is really left.
      onCleared();
      if (result.status === 'failed') {
        console.error('Clearing newsletter signups failed:', result.error);
        notify(SIGNUPS_TOASTS.clearFailed);
        return false;
      }
      notify(SIGNUPS_TOASTS.cleared);
      emitEvent('wanderpages:signups-cleared', { count });
      return true;
    },
    [onCleared],
  );

  return { clearing, clearAll };
}
