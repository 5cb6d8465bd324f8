import { useCallback, useState } from 'react';
import { emitEvent, notify } from '@wanderpages/shared';
import { deleteAllSignups } from '../api/signups-api';

/** Clear All Signups, once confirmed: deletes on the server, says how it went (docs/product/texts-and-errors.md#error-catalogue), then `onCleared`. */
export function useClearSignups(onCleared: () => void): { clearing: boolean; clearAll(count: number): Promise<boolean> } {
  const [clearing, setClearing] = useState(false);

  const clearAll = useCallback(
    async (count: number) => {
      setClearing(true);
      try {
        await deleteAllSignups();
        notify({ title: 'Signups cleared', description: 'All newsletter signups have been deleted.', variant: 'success' });
        emitEvent('wanderpages:signups-cleared', { count });
        return true;
      } catch (error) {
        console.error('Clearing newsletter signups failed:', error);
        notify({
          title: 'Error clearing signups',
          description: 'Failed to clear newsletter signups. Please try again.',
          variant: 'destructive',
        });
        return false;
      } finally {
        setClearing(false);
        // Counters and list reload either way: after a failure they show what is really left.
        onCleared();
      }
    },
    [onCleared],
  );

  return { clearing, clearAll };
}
