import { interpolate, wcagContrast } from 'culori';
import { tokens } from '../theme/tokens';
import { FOCUS_RING } from './focus-ring';
import { PAGE_BAND_VEIL } from './page-band';

const { color, cover } = tokens;
/** The dark veil the page band puts over a page's colours; the catalogue's genre cards use its colour, lighter. */
const veiled = (surface: string, alpha: number) => interpolate([surface, PAGE_BAND_VEIL.colour], 'rgb')(alpha);

/** Every surface a focused control can sit on, by where it is. */
const SURFACES: Array<[where: string, background: Parameters<typeof wcagContrast>[0]]> = [
  ['the page', color.paper],
  ['a sand band (page band, popular destinations)', color.sand],
  ['a card', color.white],
  ['a soft teal box (admin footer, chat email)', color.tealSoft],
  ['the footer and the newsletter band', color.tealDark],
  ['the home hero, its dark end', color.tealDark],
  ['the home hero, its middle', color.teal],
  ['the home hero, its light end', color.tealBright],
  ['the chat launcher and primary buttons', color.terracotta],
  ['a destructive confirmation', color.danger],
  ...Object.entries(cover).flatMap(([name, swatch]): Array<[string, Parameters<typeof wcagContrast>[0]]> => [
    [`a book cover (${name})`, swatch],
    [`a catalogue page band over ${name}`, veiled(swatch, PAGE_BAND_VEIL.alpha)],
    [`a genre card over ${name}`, veiled(swatch, 0.35)], // remote-catalogue's genre-card.tsx
  ]),
];

describe('the focus ring (two-tone: dark outline, light halo)', () => {
  it('is two bands wide enough to see (at least 2 px each)', () => {
    expect(FOCUS_RING.outlineWidth).toBeGreaterThanOrEqual(2);
    expect(FOCUS_RING.haloWidth).toBeGreaterThanOrEqual(2);
  });

  it('has tones that stand apart from each other (3:1), so the ring reads as a ring on any surface', () => {
    expect(wcagContrast(color.focus, color.focusHalo)).toBeGreaterThanOrEqual(3);
  });

  it.each(SURFACES)('has one tone at 3:1 or more against %s', (_where, background) => {
    const best = Math.max(wcagContrast(color.focus, background), wcagContrast(color.focusHalo, background));
    expect(best).toBeGreaterThanOrEqual(3);
  });

  it('would fail a single-colour ring of the old blue on the footer (the check is not vacuous)', () => {
    expect(wcagContrast('#1d4ed8', color.tealDark)).toBeLessThan(3);
  });
});
