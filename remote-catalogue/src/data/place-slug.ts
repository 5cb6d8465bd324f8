/** Which map a destination card shows: the keys of places-geo.ts and of the generated maps. */
import type { ContinentSlug } from './continents';
import type { Destination } from './types';

/** A region card's slug is its link's (/destinations/regions/<slug>); a genre page's card is keyed by its name. */
export function placeSlugOf({ link, name }: Pick<Destination, 'link' | 'name'>): string {
  const region = /^\/destinations\/regions\/([a-z0-9-]+)$/.exec(link);
  return region?.[1] ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A continent card links to its continent's page. */
export function continentSlugOf({ link }: Pick<Destination, 'link'>): ContinentSlug | undefined {
  const continent = /^\/destinations\/(europe|asia|americas|africa)$/.exec(link);
  return continent?.[1] as ContinentSlug | undefined;
}
