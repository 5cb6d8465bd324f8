/**
 * Design tokens for every app. Fonts are system stacks on purpose: no web-font request, no layout shift.
 */
export const tokens = {
  color: {
    ink: '#1f2a37',
    inkSoft: '#4b5563',
    muted: '#6b7280',
    paper: '#fffdf8',
    sand: '#f6efe3',
    sandDeep: '#eadfcb',
    line: '#e5dccb',
    teal: '#0f5e63',
    tealDark: '#0a4246',
    tealSoft: '#e3f1f0',
    terracotta: '#b4532a',
    terracottaDark: '#8f3f1d',
    gold: '#c8962e',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#17603a',
    white: '#ffffff',
    /** The hero's lightest stop (was a literal in the host's hero). */
    tealBright: '#2f7f73',
    /**
     * The focus ring is two-tone (ui/focus-ring.ts): a dark outline with a light halo inside it, so one of the two
     * has at least 3:1 against any background (shared/src/ui/focus-ring.test.ts checks every surface).
     */
    focus: '#0b2f6b',
    focusHalo: '#ffffff',
  },
  /** Book cover colours (docs/product/entities.md#book-card coverColor): a named swatch, never a colour from outside the theme. */
  cover: {
    terracotta: '#b4532a',
    olive: '#5f6f32',
    ocean: '#1f5f8b',
    teal: '#0f5e63',
    plum: '#6b3a5b',
    saffron: '#c98a16',
    forest: '#2f5d3a',
    crimson: '#9b2335',
    slate: '#475569',
    indigo: '#3b3f8f',
    sand: '#a67c52',
    rose: '#b5536b',
  },
  font: {
    heading: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(31, 42, 55, 0.06), 0 4px 14px rgba(31, 42, 55, 0.08)',
    raised: '0 10px 30px rgba(31, 42, 55, 0.18)',
  },
  space: (n: number): string => `${n * 4}px`,
  /** The smallest a pointer target may be (WCAG 2.2 2.5.8 asks 24 px; we use 32 where there is room). */
  target: { min: '24px', comfortable: '32px' },
  maxWidth: '1180px',
  /**
   * In em, not px: in a media query an em is the reader's default font size, not the page's. At the usual 16 px
   * these are 480, 768 and 1024 px; a reader who set their text larger (a browser's font size, a phone's text
   * scaling) gets the narrower layout as soon as the wider one would no longer fit the text, instead of a header
   * and grids that scroll sideways.
   */
  breakpoint: { sm: '30em', md: '48em', lg: '64em' },
} as const;

export type Tokens = typeof tokens;
export type CoverColor = keyof Tokens['cover'];
export const coverColors = Object.keys(tokens.cover) as CoverColor[];
