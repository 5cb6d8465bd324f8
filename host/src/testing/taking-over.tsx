import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { replayHeld } from '../gate/held-interactions';

/**
 * A slot's root as the host mounts it (federation/slot-root.tsx): its first render is the fragment's state, the
 * next one, right after hydration, the browser's (`hydrated`: what the browser knows that the HTML did not, as the
 * shelf renders its filters); its first commit marks the slot taken over and replays what the gate held.
 */
export function TakingOver({ slot, children }: { slot: HTMLElement; children: (hydrated: boolean) => ReactElement }) {
  const hydrated = useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );
  useEffect(() => {
    slot.dataset.takeover = 'hydrated';
    replayHeld(slot);
  }, [slot]);
  return children(hydrated);
}
