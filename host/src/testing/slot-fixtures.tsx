import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { PENDING_AUTH, slotIdPrefix, SlotProviders, type RemoteModuleId, type SlotContext } from '@wanderpages/shared';
import { FRAGMENT_ATTR, FRAGMENT_SCRIPTS_ATTR } from '@wanderpages/shared/contracts/fragments';
import { replayHeld } from '../gate/held-interactions';
import type { SlotEvents } from '../federation/slot-root';

/** The context a slot's root reads of the host (slot-root.tsx): the home page, a visitor signed out. */
export const SIGNED_OUT_CONTEXT: SlotContext = {
  location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  navigator: { createHref: (to) => String(to), go: () => undefined, push: () => undefined, replace: () => undefined },
  auth: { ...PENDING_AUTH, status: 'signed-out' },
};

/** The HTML the edge puts in a slot: the fragment's root, rendered from the same providers as the browser's. */
export function fragmentHtml(buildId: string, Component: ComponentType, id: RemoteModuleId): string {
  const view = renderToString(
    <SlotProviders context={{ ...SIGNED_OUT_CONTEXT, auth: PENDING_AUTH }}>
      <Component />
    </SlotProviders>,
    { identifierPrefix: slotIdPrefix(id) },
  );
  return `<div data-fragment="${id}" data-build="${buildId}">${view}</div>`;
}

/**
 * A remote slot holding a fragment's root, as the edge composes it, added to the page's body (scripts: what its
 * data-scripts names, if anything).
 */
export function slotWithFragment(module: string, scripts?: string): void {
  const slot = document.createElement('div');
  slot.setAttribute('data-slot-content', '');
  const root = document.createElement('div');
  root.setAttribute(FRAGMENT_ATTR, module);
  if (scripts !== undefined) root.setAttribute(FRAGMENT_SCRIPTS_ATTR, scripts);
  slot.append(root);
  document.body.append(slot);
}

/** What RemoteSlot does with a slot's root: once it has committed, the slot is taken over and the gate replays. */
export function takeoverEvents(slot: HTMLElement, mode: 'hydrated' | 'rendered'): SlotEvents {
  return {
    onUncaughtError: (error) => {
      throw error;
    },
    onTakenOver: () => {
      if (slot.dataset.takeover) return;
      slot.dataset.takeover = mode;
      replayHeld(slot);
    },
  };
}
