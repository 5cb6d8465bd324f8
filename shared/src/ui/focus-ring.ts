import { css } from 'styled-components';

/**
 * The one focus ring (docs/decisions/029-one-design-system.md): a dark outline with a light halo between it and the
 * element. On a light surface the outline carries the contrast, on a dark one (the hero, the footer, the
 * newsletter band, a catalogue hero) the halo does, so the ring is at least 3:1 against anything it sits on
 * (WCAG 2.2 2.4.11/2.4.13); focus-ring.test.ts checks it against every surface colour of the theme. The outline
 * is the part forced-colours mode keeps (box-shadow is dropped there), so it is the one that must be there.
 */
export const FOCUS_RING = { outlineWidth: 3, haloWidth: 3 } as const;

export const focusRing = css`
  outline: ${FOCUS_RING.outlineWidth}px solid ${({ theme }) => theme.color.focus};
  outline-offset: ${FOCUS_RING.haloWidth}px;
  box-shadow: 0 0 0 ${FOCUS_RING.haloWidth}px ${({ theme }) => theme.color.focusHalo};
`;
