/**
 * @jest-environment node
 */
import { CATALOGUE_ROUTES } from '../routes/catalogue-route-table';
import { searchBookIds, searchCatalogue } from './catalogue-search';

// Over the real catalogue: what a person types, and what they mean by it.
const first = (query: string) => searchCatalogue(query)[0];
const titles = (query: string, n = 8) => searchCatalogue(query, n).map((result) => result.title);

describe('searchCatalogue ranks what a person means first', () => {
  it('forgives a typo: "tokio" is the Tokyo region, then Tokyo books', () => {
    expect(first('tokio')).toEqual({ kind: 'region', title: 'Tokyo', detail: 'Japan · Asia · 15 books', link: '/destinations/regions/tokyo' });
    expect(searchCatalogue('tokio').slice(1, 4).every((result) => result.kind === 'book' && result.detail.includes('Tokyo'))).toBe(true);
  });

  it('folds accents both ways: "Kyōto" and "kyoto" find the same Kyoto books', () => {
    const kyoto = titles('kyoto');
    expect(titles('Kyōto')).toEqual(kyoto);
    expect(kyoto).toEqual(expect.arrayContaining(['The Old Capital', 'The Temple of the Golden Pavilion', 'The Tale of Genji', 'The Pillow Book']));
    expect(searchCatalogue('kyoto').slice(0, 4).every((result) => result.detail.endsWith('Kyoto, Japan'))).toBe(true);
    // and the other way: a plain query finds an accented name
    expect(first('basho')?.title).toBe('The Narrow Road to the Deep North and Other Travel Sketches');
    expect(first('marquez')?.title).toBe('One Hundred Years of Solitude');
  });

  it('takes two words together: "cape town" is the Cape Town region, then its books', () => {
    expect(first('cape town')).toMatchObject({ kind: 'region', title: 'Cape Town', link: '/destinations/regions/cape-town' });
    expect(titles('cape town')).toEqual(expect.arrayContaining(['Age of Iron', 'Thirteen Hours', 'Long Walk to Freedom']));
  });

  it('knows demonyms: "scottish" is the Scottish Highlands, then books set in Scotland', () => {
    expect(first('scottish')).toMatchObject({ kind: 'region', title: 'Scottish Highlands' });
    expect(titles('scottish')).toEqual(expect.arrayContaining(['Kidnapped', 'The Living Mountain', 'Rob Roy']));
    expect(first('turkey')?.detail).toMatch(/Türkiye$/);
  });

  it("finds an author by surname: Kawabata's three books, Murakami's one first", () => {
    expect(titles('kawabata').slice(0, 3).sort()).toEqual(['Snow Country', 'The Old Capital', 'The Scarlet Gang of Asakusa']);
    expect(first('murakami')).toMatchObject({ kind: 'book', title: 'Norwegian Wood', link: '/books/norwegian-wood' });
  });

  it('finds a title from a fragment, and a place or genre from its first letters', () => {
    expect(first('shadow of the')?.title).toBe('The Shadow of the Wind');
    expect(first('sheltering')?.title).toBe('The Sheltering Sky');
    expect(first('patag')).toMatchObject({ kind: 'region', title: 'Patagonia' });
    expect(first('myst')).toMatchObject({ kind: 'genre', title: 'Mystery', link: '/genres/mystery' });
    expect(first('memoirs')).toMatchObject({ kind: 'genre', title: 'Memoir', link: '/books?genre=memoir' });
  });

  it('offers books with any of the words when none has them all', () => {
    expect(first('books about kyoto')?.detail).toMatch(/Kyoto, Japan$/);
  });

  it('returns nothing for a blank query, and respects the limit', () => {
    expect(searchCatalogue('   ')).toEqual([]);
    expect(searchCatalogue('the of')).toEqual([]);
    expect(searchCatalogue('japan', 3)).toHaveLength(3);
  });

  it('links every result to a page the catalogue serves', () => {
    const pages = new Set(CATALOGUE_ROUTES.map((route) => route.path));
    for (const query of ['tokio', 'kyoto', 'africa', 'poetry', 'memoir', 'steinbeck', 'asia']) {
      for (const result of searchCatalogue(query, 20)) expect(pages.has(result.link.split('?')[0] ?? '')).toBe(true);
    }
  });
});

describe('searchBookIds (the shelf)', () => {
  it('lists every matching book by id, best first', () => {
    expect(searchBookIds('kyoto').sort()).toEqual(['the-old-capital', 'the-pillow-book', 'the-tale-of-genji', 'the-temple-of-the-golden-pavilion']);
    // Best first: Murakami's own book, then Murasaki's (a typo away); the five with Tokyo in the title, then the rest set there.
    expect(searchBookIds('murakami')).toEqual(['norwegian-wood', 'the-tale-of-genji']);
    const tokyo = searchBookIds('tokio');
    expect(tokyo).toHaveLength(15);
    expect(tokyo.slice(0, 5).sort()).toEqual(['strange-weather-in-tokyo', 'the-tokyo-zodiac-murders', 'tokyo-ueno-station', 'tokyo-vice', 'tokyo-year-zero']);
    expect(searchBookIds('')).toEqual([]);
  });
});
