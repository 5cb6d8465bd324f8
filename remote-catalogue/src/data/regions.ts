/**
 * The twelve region pages (docs/product/screens.md#region-pages): each names its continent (the back link) and its books.
 * Tokyo lists 15 books, every other region 4.
 */
import type { BookId } from './books';
import type { ContinentSlug } from './continents';
import type { Gradient } from './types';

export type RegionSlug =
  | 'tuscany'
  | 'provence'
  | 'scottish-highlands'
  | 'tokyo'
  | 'kerala'
  | 'singapore'
  | 'route66'
  | 'patagonia'
  | 'caribbean'
  | 'serengeti'
  | 'cape-town'
  | 'sahara';

export interface Region {
  slug: RegionSlug;
  name: string;
  country: string;
  continent: ContinentSlug;
  intro: string;
  gradient: Gradient;
  bookIds: readonly BookId[];
}

export const REGIONS: readonly Region[] = [
  {
    slug: 'tuscany',
    name: 'Tuscany',
    country: 'Italy',
    continent: 'europe',
    intro: 'Villas, vineyards and hill towns, and the writers who came for a season and stayed for a lifetime.',
    gradient: ['saffron', 'olive'],
    bookIds: ['under-the-tuscan-sun', 'a-room-with-a-view', 'war-in-val-d-orcia', 'the-english-patient'],
  },
  {
    slug: 'provence',
    name: 'Provence',
    country: 'France',
    continent: 'europe',
    intro: 'Sun-baked hills, village markets and the slow pleasures of southern France.',
    gradient: ['plum', 'rose'],
    bookIds: ['a-year-in-provence', 'my-fathers-glory', 'the-man-who-planted-trees', 'toujours-provence'],
  },
  {
    slug: 'scottish-highlands',
    name: 'Scottish Highlands',
    country: 'Scotland',
    continent: 'europe',
    intro: 'Granite mountains, sea lochs and a history of clans, outlaws and walkers.',
    gradient: ['slate', 'forest'],
    bookIds: ['kidnapped', 'the-living-mountain', 'ring-of-bright-water', 'rob-roy'],
  },
  {
    slug: 'tokyo',
    name: 'Tokyo',
    country: 'Japan',
    continent: 'asia',
    intro:
      'From the pleasure quarters of old Edo to the night shifts and convenience stores of today, fifteen books that walk Tokyo’s streets.',
    gradient: ['crimson', 'indigo'],
    bookIds: [
      'norwegian-wood',
      'the-scarlet-gang-of-asakusa',
      'out',
      'convenience-store-woman',
      'kitchen',
      'strange-weather-in-tokyo',
      'tokyo-ueno-station',
      'the-tokyo-zodiac-murders',
      'low-city-high-city',
      'number9dream',
      'sanshiro',
      'the-wild-geese',
      'tokyo-year-zero',
      'tokyo-vice',
      'people-who-eat-darkness',
    ],
  },
  {
    slug: 'kerala',
    name: 'Kerala',
    country: 'India',
    continent: 'asia',
    intro: 'Backwaters, coconut palms and fishing boats on India’s green south-western coast.',
    gradient: ['forest', 'teal'],
    bookIds: ['the-god-of-small-things', 'chemmeen', 'the-legends-of-khasak', 'the-covenant-of-water'],
  },
  {
    slug: 'singapore',
    name: 'Singapore',
    country: 'Singapore',
    continent: 'asia',
    intro: 'A colonial trading port, a wartime fortress and a modern city-state, told by insiders and outsiders.',
    gradient: ['ocean', 'rose'],
    bookIds: ['the-singapore-grip', 'king-rat', 'crazy-rich-asians', 'state-of-emergency'],
  },
  {
    slug: 'route66',
    name: 'Route 66',
    country: 'United States',
    continent: 'americas',
    intro: 'America’s Mother Road and the back roads around it, from the Dust Bowl to the Pacific.',
    gradient: ['terracotta', 'crimson'],
    bookIds: ['the-grapes-of-wrath', 'route-66-the-mother-road', 'on-the-road', 'blue-highways'],
  },
  {
    slug: 'patagonia',
    name: 'Patagonia',
    country: 'Argentina and Chile',
    continent: 'americas',
    intro: 'Wind-scoured steppe, glaciers and the end of the inhabited world.',
    gradient: ['slate', 'ocean'],
    bookIds: ['in-patagonia', 'idle-days-in-patagonia', 'uttermost-part-of-the-earth', 'the-voyage-of-the-beagle'],
  },
  {
    slug: 'caribbean',
    name: 'Caribbean',
    country: 'Caribbean islands',
    continent: 'americas',
    intro: 'Island novels and poems of memory, migration and the sea.',
    gradient: ['teal', 'ocean'],
    bookIds: ['wide-sargasso-sea', 'a-house-for-mr-biswas', 'a-small-place', 'omeros'],
  },
  {
    slug: 'serengeti',
    name: 'Serengeti',
    country: 'Tanzania',
    continent: 'africa',
    intro: 'The plains of the great migration, seen by naturalists, hunters and scientists.',
    gradient: ['saffron', 'olive'],
    bookIds: ['serengeti-shall-not-die', 'the-tree-where-man-was-born', 'green-hills-of-africa', 'the-serengeti-lion'],
  },
  {
    slug: 'cape-town',
    name: 'Cape Town',
    country: 'South Africa',
    continent: 'africa',
    intro: 'A mountain, a harbour and a city remembering apartheid and the long road away from it.',
    gradient: ['ocean', 'slate'],
    bookIds: ['long-walk-to-freedom', 'age-of-iron', 'buckingham-palace-district-six', 'thirteen-hours'],
  },
  {
    slug: 'sahara',
    name: 'Sahara',
    country: 'North Africa',
    continent: 'africa',
    intro: 'Dunes, oases and silence, and the travellers who crossed them.',
    gradient: ['sand', 'terracotta'],
    bookIds: ['the-sheltering-sky', 'wind-sand-and-stars', 'stories-of-the-sahara', 'the-fearful-void'],
  },
];
