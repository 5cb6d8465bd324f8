import { screen, within } from '@testing-library/react';
import { tokens } from '@wanderpages/shared';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { BOOKS } from '../data/books';
import { coverDesign, patternFamilyOf } from './cover-design';
import { FeaturedBooks } from '../exposed/featured-books';
import { contrast } from '../styles/colour';

const designs = Object.entries(BOOKS).map(([id, book]) => ({ id, book, design: coverDesign(id, book, tokens) }));

it('no two books in the catalogue get the same cover', () => {
  const seen = new Map<string, string>();
  for (const { id, design } of designs) {
    const key = JSON.stringify(design);
    expect([id, seen.get(key)]).toEqual([id, undefined]);
    seen.set(key, id);
  }
  expect(seen.size).toBe(Object.keys(BOOKS).length);
});

it.each(designs.map(({ id, design }) => [id, design] as const))('%s: title and author reach 4.5:1 against the cover', (_id, design) => {
  expect(contrast(design.text, design.background)).toBeGreaterThanOrEqual(4.5);
});

it('a book always gets the same cover, and its kind picks the pattern', () => {
  const book = BOOKS['the-hound-of-the-baskervilles'];
  expect(coverDesign('the-hound-of-the-baskervilles', book, tokens)).toEqual(coverDesign('the-hound-of-the-baskervilles', book, tokens));
  expect(patternFamilyOf('Mystery')).toBe('hatch');
  expect(patternFamilyOf('Memoir')).toBe('waves');
  expect(patternFamilyOf('Poetry')).toBe('circles');
  expect(patternFamilyOf('History')).toBe('grid');
  // Books of one kind and one cover colour still differ (two crimson novels).
  const crimsonNovels = designs.filter(({ book }) => book.category === 'Novel' && book.coverColor === 'crimson');
  expect(crimsonNovels.length).toBeGreaterThan(1);
  expect(new Set(crimsonNovels.map(({ design }) => design.pattern.d)).size).toBe(crimsonNovels.length);
});

it('contrast() gives the WCAG ratios of known pairs', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

it('each card\'s cover sets its own title and author in type, hidden from assistive tech (the card says them)', () => {
  renderWithProviders(<FeaturedBooks />);
  const card = screen.getAllByRole('article')[0]!;
  expect(within(card).getByRole('heading', { level: 3, name: 'Under the Tuscan Sun' })).toBeInTheDocument();
  // The cover's type is there to see, not announced twice.
  expect(within(card).getAllByText('Under the Tuscan Sun')).toHaveLength(2);
  expect(within(card).getByText('Under the Tuscan Sun', { selector: '[aria-hidden="true"] *' })).toBeInTheDocument();
});
