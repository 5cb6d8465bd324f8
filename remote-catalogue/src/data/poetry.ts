/**
 * The poetry page. Excerpts are quoted only from works long in the public domain (the three poets all died by
 * 1850 and the poems were published between 1790 and 1818), credited to poet and place.
 */
import type { BookId } from './books';
import { REGION_BOOK_COUNTS } from './region-book-counts';
import type { Destination, PoemExcerpt, Topic } from './types';

export const POEM_EXCERPTS: readonly PoemExcerpt[] = [
  {
    title: 'Composed upon Westminster Bridge, September 3, 1802',
    poet: 'William Wordsworth',
    year: 1807,
    location: 'London, England — the Thames at dawn from Westminster Bridge',
    excerpt: [
      'Earth has not anything to show more fair:',
      'Dull would he be of soul who could pass by',
      'A sight so touching in its majesty:',
      'This City now doth, like a garment, wear',
      'The beauty of the morning;',
    ],
  },
  {
    title: 'My Heart’s in the Highlands',
    poet: 'Robert Burns',
    year: 1790,
    location: 'The Scottish Highlands',
    excerpt: [
      'My heart’s in the Highlands, my heart is not here;',
      'My heart’s in the Highlands, a-chasing the deer;',
      'Chasing the wild deer, and following the roe,',
      'My heart’s in the Highlands, wherever I go.',
    ],
  },
  {
    title: 'Ozymandias',
    poet: 'Percy Bysshe Shelley',
    year: 1818,
    location: 'Egypt — the ruined statue of Ramesses II at Thebes',
    excerpt: [
      'I met a traveller from an antique land,',
      'Who said—“Two vast and trunkless legs of stone',
      'Stand in the desert. . . . Near them, on the sand,',
      'Half sunk a shattered visage lies, whose frown,',
    ],
  },
];

export const POETRY = {
  intro:
    'Poets have always been travellers: Wordsworth on a London bridge at sunrise, Bashō on foot through Japan, Neruda high in the Andes. Read the places through their lines.',
  collectionIds: [
    'lyrical-ballads',
    'leaves-of-grass',
    'north-of-boston',
    'canto-general',
    'the-narrow-road-to-the-deep-north',
    'omeros',
  ] satisfies BookId[],
  regions: [
    {
      name: 'English Lake District',
      country: 'England',
      bookCount: '20+ books',
      description: 'Fells and lakes that gave the Romantic poets their language of nature.',
      link: '/destinations/europe',
      linkLabel: 'Explore Europe for the Lake District',
      gradient: ['forest', 'slate'],
    },
    {
      name: 'Scottish Highlands',
      country: 'Scotland',
      bookCount: REGION_BOOK_COUNTS['Scottish Highlands'],
      description: 'Songs and ballads of glens and lochs, from Robert Burns to Gaelic bards.',
      link: '/destinations/regions/scottish-highlands',
      gradient: ['slate', 'forest'],
    },
    {
      name: 'Japan',
      country: 'Japan',
      bookCount: '15+ books',
      description: 'Haiku and travel sketches that catch a season, a mountain or a pond in a few syllables.',
      link: '/destinations/asia',
      linkLabel: 'Explore Asia for Japan',
      gradient: ['crimson', 'plum'],
    },
  ] satisfies Destination[],
  styles: [
    { name: 'Romantic Nature Poetry', description: 'Feeling and landscape intertwined, as in Wordsworth’s Lakes and Burns’ Highlands.' },
    { name: 'Haiku and Travel Sketches', description: 'Brief poems set inside travel prose, the form Bashō made his own.' },
    { name: 'Epic and Long Poems', description: 'Book-length journeys like Walcott’s Omeros and Neruda’s Canto General.' },
    { name: 'Free Verse', description: 'Open, breathing lines without fixed metre, in the tradition of Whitman.' },
  ] satisfies Topic[],
  /** The Poetry Reading Guide: how to read place-poetry aloud. */
  readingGuide: [
    { step: 'Find the place first', detail: 'Look up where the poem was written or what it describes — a map, a photo or a memory of your own.' },
    { step: 'Read it silently once', detail: 'Get the sense and the sentences before you worry about the sound.' },
    { step: 'Read aloud, slowly', detail: 'Follow the punctuation rather than the line ends; pause at commas, stop at full stops.' },
    { step: 'Listen for the landscape', detail: 'Notice sounds that echo the place: running water, wind, the bustle of a city waking up.' },
    { step: 'Read it again on location', detail: 'If you travel there, take the poem with you — a bridge or a hillside changes how the lines land.' },
  ],
};
