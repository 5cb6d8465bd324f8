import type { DefaultTheme } from 'styled-components';
import type { Gradient } from '../data/types';

/** A card or hero gradient between two theme cover swatches (no colour literals in the data). */
export function gradientBackground(theme: DefaultTheme, [from, to]: Gradient): string {
  return `linear-gradient(135deg, ${theme.cover[from]} 0%, ${theme.cover[to]} 100%)`;
}
