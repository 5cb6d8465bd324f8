import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { Navigator } from 'react-router-dom';
import { PENDING_AUTH, SlotProviders, slotIdPrefix } from '@wanderpages/shared';
import { CatalogueRoutes } from '../exposed/catalogue-routes';

const CATALOGUE_ROUTES_MODULE = 'catalogue/CatalogueRoutes';

/** A fragment's HTML painted into the document as the edge composes it, before any script: its root element. */
export function paintFragment(html: string): HTMLElement {
  const slot = document.createElement('div');
  slot.innerHTML = html;
  document.body.append(slot);
  // querySelector: the fragment's root is found by the attribute the build writes on it, not by a role.
  return slot.querySelector<HTMLElement>('[data-fragment]')!;
}

/**
 * Takes over a painted CatalogueRoutes fragment as the host's slot does (its providers, its id prefix, the router
 * context of an address), and collects React's recoverable errors: a hydration mismatch is one (the root would
 * render afresh). The caller unmounts the root.
 */
export async function hydrateCatalogueFragment(element: HTMLElement, pathname: string, search = ''): Promise<{ root: Root; recoverable: unknown[] }> {
  const recoverable: unknown[] = [];
  // As the host's browser history writes a link (render-fragments.tsx does the same at build time).
  const createHref: Navigator['createHref'] = (to) => (typeof to === 'string' ? to : `${to.pathname ?? '/'}${to.search ?? ''}${to.hash ?? ''}`);
  const navigator: Navigator = { createHref, go: jest.fn(), push: jest.fn(), replace: jest.fn() };
  const context = { location: { pathname, search, hash: '', state: null, key: 'default' }, navigator, auth: PENDING_AUTH };
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      element,
      <SlotProviders context={context}>
        <CatalogueRoutes />
      </SlotProviders>,
      { identifierPrefix: slotIdPrefix(CATALOGUE_ROUTES_MODULE), onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { root: root as Root, recoverable };
}
