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

/**
 * The header's two sections, as the route table's patterns of their pages (site-routes.ts): Destinations is every
 * continent and region page; Books every genre page, the shelf and each book's page.
 */
export const DESTINATIONS_SECTION: readonly string[] = ['/destinations/*'];
export const BOOKS_SECTION: readonly string[] = ['/genres/*', '/books/*'];
