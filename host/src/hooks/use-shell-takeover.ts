import { useEffect } from 'react';
import { replayHeld } from '../gate/held-interactions';

/**
 * Once the host's shell has hydrated (its first effects run after the commit): marks #root as taken over, and
 * does what the visitor did to the host's own markup before (a held submission or button click: src/gate).
 */
export function useShellTakeover(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || root.dataset.takeover) return;
    root.dataset.takeover = root.dataset.prerendered === 'true' ? 'hydrated' : 'rendered';
    replayHeld(root);
  }, []);
}
