/**
 * The real pages nearest to a catalogue path that has none (the nine Europe cities, a mistyped region or
 * genre): what the catalogue's not-found page offers. Pure, so it can be tested and rendered anywhere.
 */
import { CONTINENTS } from './continents';
import { GENRE_ORDER, GENRES } from './genres';
import { REGIONS } from './regions';

export interface NearestPage {
  name: string;
  path: string;
}

/** Every continent and genre page: offered on any not-found path, and the whole offer in the page's HTML. */
export const MAIN_CATALOGUE_PAGES: readonly NearestPage[] = [
  ...CONTINENTS.map((c) => ({ name: c.name, path: `/destinations/${c.slug}` })),
  ...GENRE_ORDER.map((slug) => ({ name: GENRES[slug].name, path: GENRES[slug].link })),
];

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** A slug close enough to be a typo of another: at most a third of its letters differ. */
function closest<T>(slug: string, items: readonly T[], slugOf: (item: T) => string): T | undefined {
  let best: { item: T; distance: number } | undefined;
  for (const item of items) {
    const distance = editDistance(slug, slugOf(item));
    if (!best || distance < best.distance) best = { item, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(slugOf(best.item).length / 3)) ? best.item : undefined;
}

/**
 * The pages nearest to `pathname`, best first: for a Europe city without a page, Europe; for a mistyped region,
 * that region and its continent; for a mistyped continent or genre, that page. Empty when nothing is near.
 */
export function nearestPagesFor(pathname: string): NearestPage[] {
  const parts = pathname.toLowerCase().replace(/\/+$/, '').split('/').filter(Boolean);
  const slug = decodeURIComponentSafe(parts.at(-1) ?? '');
  const found: NearestPage[] = [];
  const continentPage = (slugOf: string) => {
    const continent = CONTINENTS.find((c) => c.slug === slugOf);
    if (continent) found.push({ name: continent.name, path: `/destinations/${continent.slug}` });
  };
  if (parts[0] === 'destinations' && parts[1] === 'regions' && parts.length === 3) {
    const card = CONTINENTS.flatMap((c) => c.regions.map((r) => ({ continent: c.slug, name: r.name, link: r.link }))).find(
      (r) => r.link === `/destinations/regions/${slug}`,
    );
    const region = card ? undefined : closest(slug, REGIONS, (r) => r.slug);
    if (region) found.push({ name: region.name, path: `/destinations/regions/${region.slug}` });
    continentPage(card?.continent ?? region?.continent ?? '');
  } else if (parts[0] === 'destinations') {
    const continent = closest(slug, CONTINENTS, (c) => c.slug);
    if (continent) continentPage(continent.slug);
  } else if (parts[0] === 'genres') {
    const genre = closest(slug, GENRE_ORDER, (g) => g);
    if (genre) found.push({ name: GENRES[genre].name, path: GENRES[genre].link });
  }
  return found;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
