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
