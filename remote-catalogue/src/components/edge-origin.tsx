import type { ComponentType } from 'react';
import { includeSrc } from '@wanderpages/shared/contracts/fragments';
import { OriginAsRendered } from '../hooks/use-site-origin';

/**
 * The site's origin in a prerendered fragment: the edge's include of it, answered per request by both edges (the
 * sitemap's addresses use the same, docs/decisions/047). Its attribute is in single quotes so that the tag can stand
 * inside a JSON string; nodesi and Varnish read either quote. Build-only: the browser never writes it.
 */
export const EDGE_ORIGIN = `<esi:include src='${includeSrc.origin()}'/>`;

/** A component as the fragments' build renders it (src/fragments.tsx): its absolute addresses at the edge's origin. */
export function withEdgeOrigin(Component: ComponentType): ComponentType {
  function AtEdgeOrigin() {
    return (
      <OriginAsRendered.Provider value={EDGE_ORIGIN}>
        <Component />
      </OriginAsRendered.Provider>
    );
  }
  AtEdgeOrigin.displayName = `withEdgeOrigin(${Component.displayName ?? Component.name})`;
  return AtEdgeOrigin;
}
