import { coverColors } from '@wanderpages/shared';
import { BOOKS, type BookId } from './books';
import { CONTINENTS } from './continents';
import { HISTORY, LITERARY_FICTION, MYSTERY } from './genres';
import { FEATURED_BOOK_IDS } from './home';
import { POEM_EXCERPTS, POETRY } from './poetry';
import { REGIONS } from './regions';

// docs/product/limits.md, typed out again here on purpose so the test checks the data rather than echoing it.
const SPEC_REGION_COUNTS: Record<string, number> = {
  Tuscany: 15, Provence: 12, 'Scottish Highlands': 18, Paris: 22, London: 28, Dublin: 16, Barcelona: 14,
  Amsterdam: 13, Vienna: 11, Prague: 10, Istanbul: 15, Santorini: 9, Tokyo: 24, Kerala: 16, Singapore: 11,
  'Route 66': 19, Patagonia: 13, Caribbean: 21, Serengeti: 14, 'Cape Town': 18, Sahara: 9,
};

const books = Object.entries(BOOKS);

it.each(books)('book %s has a title, author, category, description and a theme cover colour', (_id, book) => {
  expect(book.title.trim()).not.toBe('');
  expect(book.author.trim()).not.toBe('');
  expect(book.category.trim()).not.toBe('');
  expect(book.description.trim().length).toBeGreaterThan(30);
  expect(coverColors).toContain(book.coverColor);
});

it('no title appears twice with different authors', () => {
  const authorsByTitle = new Map<string, Set<string>>();
  for (const [, book] of books) {
    const key = book.title.toLowerCase();
    authorsByTitle.set(key, (authorsByTitle.get(key) ?? new Set()).add(book.author));
  }
  const conflicts = [...authorsByTitle].filter(([, authors]) => authors.size > 1);
  expect(conflicts).toEqual([]);
  // And each title is catalogued once: pages share ids instead of retyping a book.
  expect(authorsByTitle.size).toBe(books.length);
});

it('every region card count equals docs/product/limits.md#region-card-counts, and every spec region has a card', () => {
  const cards = CONTINENTS.flatMap((continent) => continent.regions);
  expect(Object.fromEntries(cards.map((card) => [card.name, card.bookCount]))).toEqual(SPEC_REGION_COUNTS);
  expect(cards).toHaveLength(21);
});

it('each continent features six books; Tokyo lists 15 and every other region 4, with no repeats on a page', () => {
  for (const continent of CONTINENTS) expect(new Set(continent.featuredBookIds).size).toBe(6);
  for (const region of REGIONS) {
    expect(new Set(region.bookIds).size).toBe(region.slug === 'tokyo' ? 15 : 4);
    expect(new Set(region.bookIds).size).toBe(region.bookIds.length);
  }
  expect(REGIONS.map((r) => r.slug)).toEqual([
    'tuscany', 'provence', 'scottish-highlands', 'tokyo', 'kerala', 'singapore',
    'route66', 'patagonia', 'caribbean', 'serengeti', 'cape-town', 'sahara',
  ]);
});

it('every id a page references exists in the catalogue', () => {
  const referenced: BookId[] = [
    ...FEATURED_BOOK_IDS,
    ...CONTINENTS.flatMap((c) => c.featuredBookIds),
    ...REGIONS.flatMap((r) => r.bookIds),
    ...MYSTERY.bookIds,
    ...LITERARY_FICTION.bookIds,
    ...LITERARY_FICTION.readingPath.map((step) => step.bookId),
    ...HISTORY.bookIds,
    ...POETRY.collectionIds,
  ];
  for (const id of referenced) expect(BOOKS).toHaveProperty([id]);
});

it('poem excerpts are credited and come from works published before 1929 (public domain)', () => {
  expect(POEM_EXCERPTS).toHaveLength(3);
  for (const poem of POEM_EXCERPTS) {
    expect(poem.title).not.toBe('');
    expect(poem.poet).not.toBe('');
    expect(poem.location).not.toBe('');
    expect(poem.excerpt.length).toBeGreaterThanOrEqual(4);
    expect(poem.year).toBeLessThan(1929);
  }
});
