/**
 * A generated cover for each book: deterministic (server and browser draw the same, no Math.random), so two
 * books never look alike yet a book always looks like itself. The book's kind (category) picks the pattern
 * family, its cover colour (the place's swatch) the palette, and a hash of its id the rest: shade, accent,
 * pattern spacing and lean, which end the pattern sits at, how the type is set. Title and author are set on a
 * plain field of the background whose colour is checked for contrast (WCAG AA, 4.5:1) against the type.
 */
import type { DefaultTheme } from 'styled-components';
import type { CoverColor } from '@wanderpages/shared';
import type { Book } from '../data/types';
import { contrast, mix } from '../styles/colour';
import { patternPath, type PatternFamily, type PatternSeed } from './cover-patterns';

const FAMILY_OF_CATEGORY: Record<string, PatternFamily> = {
  Memoir: 'waves',
  'Travel Memoir': 'waves',
  Autobiography: 'waves',
  Diary: 'waves',
  Mystery: 'hatch',
  'Crime Fiction': 'hatch',
  'True Crime': 'hatch',
  Poetry: 'circles',
  History: 'grid',
  'Historical Novel': 'grid',
  Novel: 'stripes',
  'Literary Fiction': 'stripes',
  Novella: 'stripes',
  Fable: 'stripes',
  'Travel Writing': 'peaks',
  Adventure: 'peaks',
  'Nature Writing': 'dots',
  'Natural History': 'dots',
  Essay: 'rays',
};

export function patternFamilyOf(category: string): PatternFamily {
  return FAMILY_OF_CATEGORY[category] ?? 'dots';
}

export interface CoverDesign {
  background: string;
  /** The title and author's colour: 4.5:1 or more against the background. */
  text: string;
  pattern: { family: PatternFamily; d: string; color: string; width: number };
  /** Which end of the cover the pattern band takes; the type has the rest. */
  band: 'top' | 'bottom';
  align: 'left' | 'center';
}

/** FNV-1a, 32 bits: a small, well-spread hash of the id. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a stream of numbers in [0, 1) from the hash, the same on every machine. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const AA = 4.5;

/** The darker or lighter of the theme's ink and paper, whichever reads better; the background darkens until it passes. */
function readable(background: string, theme: DefaultTheme): { background: string; text: string } {
  const { ink, paper } = theme.color;
  let field = background;
  for (let step = 0; step < 20; step++) {
    const text = contrast(paper, field) >= contrast(ink, field) ? paper : ink;
    if (contrast(text, field) >= AA) return { background: field, text };
    field = mix(field, '#000000', 0.06);
  }
  throw new Error(`No readable type on ${background}`);
}

/** The pattern's colour, pushed toward the type's colour when the accent alone would vanish into the background. */
function visibleOn(background: string, color: string, text: string): string {
  let stroke = color;
  for (let step = 0; step < 10 && contrast(stroke, background) < 1.6; step++) stroke = mix(stroke, text, 0.15);
  return stroke;
}

export function coverDesign(id: string, book: Pick<Book, 'category' | 'coverColor'>, theme: DefaultTheme): CoverDesign {
  const next = numbers(hash(id));
  const swatches = Object.keys(theme.cover) as CoverColor[];
  const others = swatches.filter((name) => name !== book.coverColor);
  const accent = theme.cover[others[Math.floor(next() * others.length)]!];
  const { background, text } = readable(mix(theme.cover[book.coverColor], '#000000', next() * 0.3), theme);
  const family = patternFamilyOf(book.category);
  const seed: PatternSeed = [next(), next(), next()];
  return {
    background,
    text,
    pattern: {
      family,
      d: patternPath(family, seed),
      color: visibleOn(background, mix(background, accent, 0.5 + next() * 0.4), text),
      // Dots are zero-length strokes with round caps: their width is their size.
      width: Math.round((family === 'dots' ? 3 + next() * 3 : family === 'stripes' ? 2.5 + next() * 4 : 1.4 + next() * 2) * 10) / 10,
    },
    band: next() < 0.5 ? 'top' : 'bottom',
    align: next() < 0.5 ? 'left' : 'center',
  };
}
