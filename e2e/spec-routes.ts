/** The catalogue routes of docs/product/screens.md#route-table: four continents, four genres, twelve regions. */
export const REGION_SLUGS = [
  'tuscany',
  'provence',
  'scottish-highlands',
  'tokyo',
  'kerala',
  'singapore',
  'route66',
  'patagonia',
  'caribbean',
  'serengeti',
  'cape-town',
  'sahara',
] as const;

export const CATALOGUE_ROUTES = [
  '/destinations/europe',
  '/destinations/asia',
  '/destinations/americas',
  '/destinations/africa',
  '/genres/mystery',
  '/genres/literary-fiction',
  '/genres/history',
  '/genres/poetry',
  ...REGION_SLUGS.map((region) => `/destinations/regions/${region}`),
];

const CONTINENTS = { europe: 'Europe', asia: 'Asia', americas: 'Americas', africa: 'Africa' } as const;
const REGIONS: Record<(typeof REGION_SLUGS)[number], [name: string, continent: keyof typeof CONTINENTS]> = {
  tuscany: ['Tuscany', 'europe'],
  provence: ['Provence', 'europe'],
  'scottish-highlands': ['Scottish Highlands', 'europe'],
  tokyo: ['Tokyo', 'asia'],
  kerala: ['Kerala', 'asia'],
  singapore: ['Singapore', 'asia'],
  route66: ['Route 66', 'americas'],
  patagonia: ['Patagonia', 'americas'],
  caribbean: ['Caribbean', 'americas'],
  serengeti: ['Serengeti', 'africa'],
  'cape-town': ['Cape Town', 'africa'],
  sahara: ['Sahara', 'africa'],
};
const GENRES = { mystery: 'Mystery', 'literary-fiction': 'Literary Fiction', history: 'History', poetry: 'Poetry' } as const;

/** Each catalogue route's h1 (the place or genre, docs/product/screens.md) and its way back, the page's main control. */
export const CATALOGUE_PAGES: ReadonlyArray<{ path: string; heading: string; back: string }> = [
  ...Object.entries(CONTINENTS).map(([slug, name]) => ({ path: `/destinations/${slug}`, heading: name, back: 'Back Home' })),
  ...Object.entries(GENRES).map(([slug, name]) => ({ path: `/genres/${slug}`, heading: name, back: 'Back Home' })),
  ...REGION_SLUGS.map((slug) => {
    const [name, continent] = REGIONS[slug];
    return { path: `/destinations/regions/${slug}`, heading: name, back: `Back to ${CONTINENTS[continent]}` };
  }),
];
