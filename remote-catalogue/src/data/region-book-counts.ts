/** docs/product/limits.md#region-card-counts: the one place these numbers are written. */
export const REGION_BOOK_COUNTS = {
  Tuscany: 15,
  Provence: 12,
  'Scottish Highlands': 18,
  Paris: 22,
  London: 28,
  Dublin: 16,
  Barcelona: 14,
  Amsterdam: 13,
  Vienna: 11,
  Prague: 10,
  Istanbul: 15,
  Santorini: 9,
  Tokyo: 24,
  Kerala: 16,
  Singapore: 11,
  'Route 66': 19,
  Patagonia: 13,
  Caribbean: 21,
  Serengeti: 14,
  'Cape Town': 18,
  Sahara: 9,
} as const;

export type RegionCardName = keyof typeof REGION_BOOK_COUNTS;
