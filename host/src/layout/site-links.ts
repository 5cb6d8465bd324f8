/** The continents and genres the footer and the phone menu list (docs/product/screens.md#route-table). */
export type SiteLink = readonly [label: string, to: string];

export const DESTINATION_LINKS: readonly SiteLink[] = [
  ['Europe', '/destinations/europe'],
  ['Asia', '/destinations/asia'],
  ['Americas', '/destinations/americas'],
  ['Africa', '/destinations/africa'],
];

export const GENRE_LINKS: readonly SiteLink[] = [
  ['Mystery', '/genres/mystery'],
  ['Literary Fiction', '/genres/literary-fiction'],
  ['History', '/genres/history'],
  ['Poetry', '/genres/poetry'],
];
