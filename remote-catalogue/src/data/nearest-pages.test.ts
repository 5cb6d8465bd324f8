import { MAIN_CATALOGUE_PAGES, nearestPagesFor } from './nearest-pages';

describe('nearestPagesFor', () => {
  it('offers Europe for each of the nine Europe cities without a page', () => {
    for (const city of ['paris', 'london', 'dublin', 'barcelona', 'amsterdam', 'vienna', 'prague', 'istanbul', 'santorini']) {
      expect(nearestPagesFor(`/destinations/regions/${city}`)).toEqual([{ name: 'Europe', path: '/destinations/europe' }]);
    }
  });

  it('offers the region a typo meant, and its continent', () => {
    expect(nearestPagesFor('/destinations/regions/tuscanny')).toEqual([
      { name: 'Tuscany', path: '/destinations/regions/tuscany' },
      { name: 'Europe', path: '/destinations/europe' },
    ]);
    expect(nearestPagesFor('/destinations/regions/kyoto')).toEqual([]);
  });

  it('offers the continent or genre a typo meant', () => {
    expect(nearestPagesFor('/destinations/eurpoe')).toEqual([{ name: 'Europe', path: '/destinations/europe' }]);
    expect(nearestPagesFor('/genres/mystry')).toEqual([{ name: 'Mystery', path: '/genres/mystery' }]);
    expect(nearestPagesFor('/genres/cookbooks')).toEqual([]);
  });

  it('lists every continent and genre page as the general offer', () => {
    expect(MAIN_CATALOGUE_PAGES.map((p) => p.name)).toEqual(['Europe', 'Asia', 'Americas', 'Africa', 'Mystery', 'Literary Fiction', 'History', 'Poetry']);
  });
});
