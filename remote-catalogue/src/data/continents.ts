/**
 * The four continent pages and their region cards. Region card counts are the docs/product/limits.md#region-card-counts numbers; the nine
 * Europe cities without a region page link to /destinations/regions/<city>, which (as the spec says) lands on
 * the not-found page.
 */
import type { BookId } from './books';
import { REGION_BOOK_COUNTS, type RegionCardName } from './region-book-counts';
import type { Destination, Gradient } from './types';

export type ContinentSlug = 'europe' | 'asia' | 'americas' | 'africa';

export interface Continent {
  slug: ContinentSlug;
  name: string;
  /** "the Americas" reads better in sentences than "Americas". */
  inSentence: string;
  tagline: string;
  intro: string;
  gradient: Gradient;
  featuredBookIds: readonly BookId[];
  regions: readonly Destination[];
}

const region = (slug: string) => `/destinations/regions/${slug}`;

/** A region card whose count always comes from the docs/product/limits.md#region-card-counts table. */
function card(name: RegionCardName, country: string, rest: Omit<Destination, 'name' | 'country' | 'bookCount'>): Destination {
  return { name, country, bookCount: REGION_BOOK_COUNTS[name], ...rest };
}

export const CONTINENTS: readonly Continent[] = [
  {
    slug: 'europe',
    name: 'Europe',
    inSentence: 'Europe',
    tagline: 'Hill towns, capitals and coastlines',
    intro:
      'From Tuscan villas to Dublin streets and Highland glens, Europe is where travel writing began. These books carry its languages, meals and histories into every page.',
    gradient: ['teal', 'ocean'],
    featuredBookIds: [
      'a-room-with-a-view',
      'a-moveable-feast',
      'the-leopard',
      'istanbul-memories-and-the-city',
      'ulysses',
      'the-shadow-of-the-wind',
    ],
    regions: [
      card('Tuscany', 'Italy', { link: region('tuscany'), gradient: ['saffron', 'olive'], description: 'Cypress-lined hills, Renaissance cities and slow country kitchens.' }),
      card('Provence', 'France', { link: region('provence'), gradient: ['plum', 'rose'], description: 'Lavender fields, stone villages and the mistral over the Luberon.' }),
      card('Scottish Highlands', 'Scotland', { link: region('scottish-highlands'), gradient: ['slate', 'forest'], description: 'Mountains, sea lochs and the ballads and legends of the clans.' }),
      card('Paris', 'France', { link: region('paris'), gradient: ['indigo', 'slate'], description: 'Left Bank cafés, bookstalls on the Seine and a century of expatriate writers.' }),
      card('London', 'England', { link: region('london'), gradient: ['crimson', 'slate'], description: 'Two thousand years of streets, river and fog in the pages of its novelists.' }),
      card('Dublin', 'Ireland', { link: region('dublin'), gradient: ['forest', 'teal'], description: 'A small city with a giant literary shadow, from Joyce to the pubs of Temple Bar.' }),
      card('Barcelona', 'Spain', { link: region('barcelona'), gradient: ['terracotta', 'saffron'], description: 'Gothic lanes, Modernista facades and the memory of civil war.' }),
      card('Amsterdam', 'Netherlands', { link: region('amsterdam'), gradient: ['ocean', 'teal'], description: 'Canal houses, Golden Age painters and the stories hidden in attics.' }),
      card('Vienna', 'Austria', { link: region('vienna'), gradient: ['plum', 'crimson'], description: 'Coffee houses, imperial palaces and the intrigue of a city between empires.' }),
      card('Prague', 'Czech Republic', { link: region('prague'), gradient: ['indigo', 'plum'], description: 'Spires, bridges and the dark humour of Central European storytellers.' }),
      card('Istanbul', 'Türkiye', { link: region('istanbul'), gradient: ['crimson', 'terracotta'], description: 'Where Europe meets Asia across the Bosphorus, layered with Byzantine and Ottoman memory.' }),
      card('Santorini', 'Greece', { link: region('santorini'), gradient: ['ocean', 'indigo'], description: 'White villages on a volcanic caldera above a deep blue Aegean.' }),
    ],
  },
  {
    slug: 'asia',
    name: 'Asia',
    inSentence: 'Asia',
    tagline: 'Megacities, monsoon coasts and mountain temples',
    intro:
      'Neon Tokyo, the backwaters of Kerala, the shophouses of Singapore: Asia’s writers and travellers open doors into some of the oldest and fastest-changing places on earth.',
    gradient: ['crimson', 'plum'],
    featuredBookIds: [
      'the-god-of-small-things',
      'snow-country',
      'wild-swans',
      'the-gift-of-rain',
      'a-fine-balance',
      'the-year-of-living-dangerously',
    ],
    regions: [
      card('Tokyo', 'Japan', { link: region('tokyo'), gradient: ['crimson', 'indigo'], description: 'A city of quiet alleys and crowded crossings, from Edo’s pleasure quarters to today’s convenience stores.' }),
      card('Kerala', 'India', { link: region('kerala'), gradient: ['forest', 'teal'], description: 'Backwaters, spice gardens and fishing villages on India’s south-west coast.' }),
      card('Singapore', 'Singapore', { link: region('singapore'), gradient: ['ocean', 'rose'], description: 'A colonial port turned city-state, where Chinese, Malay and Indian stories meet.' }),
    ],
  },
  {
    slug: 'americas',
    name: 'Americas',
    inSentence: 'the Americas',
    tagline: 'Open roads, wild edges and island rhythms',
    intro:
      'Two continents and a sea of islands: highway odysseys across the United States, the windswept steppe of Patagonia and the many voices of the Caribbean.',
    gradient: ['terracotta', 'saffron'],
    featuredBookIds: [
      'on-the-road',
      'one-hundred-years-of-solitude',
      'the-old-patagonian-express',
      'the-motorcycle-diaries',
      'the-house-of-the-spirits',
      'travels-with-charley',
    ],
    regions: [
      card('Route 66', 'United States', { link: region('route66'), gradient: ['terracotta', 'crimson'], description: 'The Mother Road from Chicago to Santa Monica, through diners, deserts and dust.' }),
      card('Patagonia', 'Argentina and Chile', { link: region('patagonia'), gradient: ['slate', 'ocean'], description: 'Wind, glaciers and endless steppe at the southern end of the Americas.' }),
      card('Caribbean', 'Caribbean islands', { link: region('caribbean'), gradient: ['teal', 'ocean'], description: 'Island literatures of memory, migration and the sea, from Trinidad to Antigua.' }),
    ],
  },
  {
    slug: 'africa',
    name: 'Africa',
    inSentence: 'Africa',
    tagline: 'Savannah, cities and the great desert',
    intro:
      'The migrations of the Serengeti, the mountain and harbour of Cape Town, the silence of the Sahara — and the novelists who wrote their countries’ stories in their own words.',
    gradient: ['saffron', 'terracotta'],
    featuredBookIds: [
      'out-of-africa',
      'things-fall-apart',
      'half-of-a-yellow-sun',
      'dark-star-safari',
      'west-with-the-night',
      'cry-the-beloved-country',
    ],
    regions: [
      card('Serengeti', 'Tanzania', { link: region('serengeti'), gradient: ['saffron', 'olive'], description: 'Endless plains and the great migration of wildebeest and zebra.' }),
      card('Cape Town', 'South Africa', { link: region('cape-town'), gradient: ['ocean', 'slate'], description: 'Table Mountain, two oceans and a city shaped by its long struggle for freedom.' }),
      card('Sahara', 'North Africa', { link: region('sahara'), gradient: ['sand', 'terracotta'], description: 'The world’s great hot desert, crossed by caravans, pilots and wanderers.' }),
    ],
  },
];

export function findContinent(slug: ContinentSlug): Continent {
  const continent = CONTINENTS.find((c) => c.slug === slug);
  if (!continent) throw new Error(`Unknown continent ${slug}`);
  return continent;
}
