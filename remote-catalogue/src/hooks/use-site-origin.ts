import { createContext, useContext } from 'react';

/**
 * The site's public origin as the HTML being rendered writes it. No build knows it (docs/decisions/045): the
 * fragments' build provides the edge's include of it (components/edge-origin.tsx), which each edge fills in per
 * request; in the browser nothing provides it and the document says it. HTML text, for a data block's inner HTML
 * (components/structured-data.tsx), never a React child: as a child, the include would be escaped into words.
 */
export const OriginAsRendered = createContext<string | null>(null);

/**
 * In the browser: the origin of the canonical link the edge wrote into the page (the site's public origin, the same
 * the edge gave the prerendered fragment, so a hydrated block keeps its text), else the page's own (a page served
 * without an edge: `npm run dev`, a remote standing alone).
 */
function documentOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
}

/** The origin to write absolute addresses with: at build time the edge's include, in the browser the document's. */
export function useSiteOrigin(): string {
  return useContext(OriginAsRendered) ?? documentOrigin();
}
