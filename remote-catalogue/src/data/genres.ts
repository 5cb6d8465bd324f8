/** The four genres: home cards (docs/product/entities.md#genre-card) and the sections of each genre page (docs/product/screens.md#genre-pages). */
import type { BookId } from './books';
import type { Destination, Genre, Topic } from './types';

export type GenreSlug = 'mystery' | 'literary-fiction' | 'history' | 'poetry';

export const GENRES: Readonly<Record<GenreSlug, Genre>> = {
  mystery: {
    name: 'Mystery',
    description: 'Crimes and puzzles where the setting is as vivid as the sleuth.',
    icon: 'magnifier',
    link: '/genres/mystery',
    gradient: ['indigo', 'plum'],
  },
  'literary-fiction': {
    name: 'Literary Fiction',
    description: 'Novels that make a place part of who their characters are.',
    icon: 'book',
    link: '/genres/literary-fiction',
    gradient: ['teal', 'forest'],
  },
  history: {
    name: 'History',
    description: 'The past of great cities and landscapes, told as living stories.',
    icon: 'columns',
    link: '/genres/history',
    gradient: ['terracotta', 'crimson'],
  },
  poetry: {
    name: 'Poetry',
    description: 'Verse inspired by rivers, mountains, cities and the open road.',
    icon: 'quill',
    link: '/genres/poetry',
    gradient: ['plum', 'rose'],
  },
};

export const GENRE_ORDER: readonly GenreSlug[] = ['mystery', 'literary-fiction', 'history', 'poetry'];

/** A topic that points at books in the catalogue (a theme or time period with its examples). */
export interface TopicWithBooks extends Topic {
  bookIds: readonly BookId[];
}

export const MYSTERY = {
  intro:
    'From fog on Dartmoor to snow in Copenhagen, a good mystery is as much about the place as the puzzle. These are crime stories you read with a map beside you.',
  bookIds: [
    'the-hound-of-the-baskervilles',
    'murder-on-the-orient-express',
    'smillas-sense-of-snow',
    'death-at-la-fenice',
    'the-no-1-ladies-detective-agency',
    'the-girl-with-the-dragon-tattoo',
  ] satisfies BookId[],
  destinations: [
    {
      name: 'English Countryside',
      country: 'England',
      bookCount: '25+ books',
      description: 'Village greens, country houses and moors where nothing is as peaceful as it looks.',
      link: '/destinations/europe',
      linkLabel: 'Explore Europe for English Countryside settings',
      gradient: ['forest', 'olive'],
    },
    {
      name: 'Nordic Countries',
      country: 'Sweden, Norway, Denmark and Iceland',
      bookCount: '30+ books',
      description: 'Long winter nights, small coastal towns and detectives as bleak as the weather.',
      link: '/destinations/europe',
      linkLabel: 'Explore Europe for Nordic settings',
      gradient: ['slate', 'indigo'],
    },
    {
      name: 'Mediterranean',
      country: 'Italy, Greece and southern France',
      bookCount: '20+ books',
      description: 'Sun, sea and secrets: canals of Venice, Provençal ports and island villages.',
      link: '/destinations/europe',
      linkLabel: 'Explore Europe for Mediterranean settings',
      gradient: ['ocean', 'teal'],
    },
  ] satisfies Destination[],
  subGenres: [
    {
      name: 'Cozy Mystery',
      description:
        'Gentle puzzles in close-knit communities, like Agatha Christie’s Miss Marple in the village of St Mary Mead.',
    },
    {
      name: 'Nordic Noir',
      description:
        'Bleak, socially sharp crime from Scandinavia, like Henning Mankell’s Wallander novels set around Ystad.',
    },
    {
      name: 'Historical Mystery',
      description:
        'Detectives in other centuries, like Ellis Peters’ Brother Cadfael solving crimes in medieval Shrewsbury.',
    },
    {
      name: 'International Noir',
      description:
        'Hard-boiled crime rooted in a city’s streets, like Jean-Claude Izzo’s Marseilles trilogy.',
    },
  ] satisfies Topic[],
};

export const LITERARY_FICTION = {
  intro:
    'Novels where the place shapes the people: a river in Kerala, a butler’s English road trip, a snowbound Turkish city. Read them for the story and come away knowing somewhere new.',
  bookIds: [
    'the-god-of-small-things',
    'one-hundred-years-of-solitude',
    'midnights-children',
    'the-remains-of-the-day',
    'snow',
    'americanah',
  ] satisfies BookId[],
  themes: [
    {
      name: 'Cultural Identity',
      description: 'Characters working out who they are between homelands, languages and expectations.',
      bookIds: ['americanah', 'midnights-children'],
    },
    {
      name: 'Historical Memory',
      description: 'How nations and families remember — and choose to forget — the events that shaped them.',
      bookIds: ['one-hundred-years-of-solitude', 'the-remains-of-the-day'],
    },
    {
      name: 'Place and Landscape',
      description: 'Rivers, snowfalls and villages that act almost like characters in the story.',
      bookIds: ['the-god-of-small-things', 'snow'],
    },
  ] satisfies TopicWithBooks[],
  styles: [
    { name: 'Magical Realism', description: 'The marvellous told as plainly as the everyday, as in García Márquez’s Macondo.' },
    { name: 'Family Saga', description: 'Generations of one family carrying a country’s history with them.' },
    { name: 'Unreliable Narrator', description: 'A voice whose blind spots become the story, like Ishiguro’s butler Stevens.' },
    { name: 'Lyrical Prose', description: 'Language that lingers on sound and image, as Arundhati Roy does with Kerala.' },
  ] satisfies Topic[],
  /** The reading path behind Get Reading Recommendations: an order to read the six books in, with why. */
  readingPath: [
    { bookId: 'the-remains-of-the-day', why: 'Start here: short, quiet and precise, it shows how much a single drive through England can reveal.' },
    { bookId: 'americanah', why: 'Then cross continents with Ifemelu between Lagos and America — warm, funny and sharp about belonging.' },
    { bookId: 'the-god-of-small-things', why: 'Slow down in Kerala; let the prose carry you and keep the family tree nearby.' },
    { bookId: 'snow', why: 'A snowbound Turkish city where politics and poetry collide — read it in winter if you can.' },
    { bookId: 'one-hundred-years-of-solitude', why: 'Ready for magic? Macondo rewards a notebook for the many Buendías.' },
    { bookId: 'midnights-children', why: 'Finish with the most ambitious of all: India’s independence told through one exuberant life.' },
  ] satisfies { bookId: BookId; why: string }[],
};

export const HISTORY = {
  intro:
    'Histories that put you in the street, on the battlefield or in the marketplace — the best preparation for walking through a city’s past.',
  bookIds: ['spqr', 'the-silk-roads', 'homage-to-catalonia', 'london-the-biography', 'stalingrad', 'embracing-defeat'] satisfies BookId[],
  periods: [
    { name: 'The Ancient World', description: 'Rome, the Silk Roads and the first great empires, and how they still shape the map.', bookIds: ['spqr', 'the-silk-roads'] },
    { name: 'Cities Through the Centuries', description: 'Medieval lanes to modern boroughs: the long lives of great cities.', bookIds: ['london-the-biography'] },
    { name: 'The Twentieth Century', description: 'Wars, revolutions and rebuilding, told from the ground by those who lived them.', bookIds: ['homage-to-catalonia', 'stalingrad', 'embracing-defeat'] },
  ] satisfies TopicWithBooks[],
  destinations: [
    {
      name: 'Rome',
      country: 'Italy',
      bookCount: '30+ books',
      description: 'Forum, Colosseum and catacombs: layer upon layer of the Eternal City.',
      link: '/destinations/europe',
      linkLabel: 'Explore Europe from Rome',
      gradient: ['crimson', 'terracotta'],
    },
    {
      name: 'Istanbul',
      country: 'Türkiye',
      bookCount: '20+ books',
      description: 'Byzantium, Constantinople, Istanbul: three names for one city on two continents.',
      link: '/destinations/europe',
      linkLabel: 'Explore Europe from Istanbul',
      gradient: ['indigo', 'crimson'],
    },
    {
      name: 'Kyoto',
      country: 'Japan',
      bookCount: '15+ books',
      description: 'A thousand years as imperial capital, in temples, gardens and courtly diaries.',
      link: '/destinations/asia',
      linkLabel: 'Explore Asia from Kyoto',
      gradient: ['plum', 'rose'],
    },
    {
      name: 'Cusco',
      country: 'Peru',
      bookCount: '10+ books',
      description: 'The Inca capital high in the Andes, its stone walls still standing under colonial churches.',
      link: '/destinations/americas',
      linkLabel: 'Explore the Americas from Cusco',
      gradient: ['saffron', 'olive'],
    },
  ] satisfies Destination[],
  writingTypes: [
    {
      name: 'Narrative History',
      description: 'History written to be read like a story, built on archives and eyewitness sources.',
      points: [
        'Follows real people through events as they unfold',
        'Sets scenes in streets, palaces and battlefields you can still visit',
        'Cites its sources so you can dig deeper',
      ],
    },
    {
      name: 'Memoir and Eyewitness Accounts',
      description: 'History told by someone who was there, with all the immediacy — and bias — that brings.',
      points: [
        'A single voice and point of view',
        'Small daily details that official histories leave out',
        'Best read alongside a wider history for context',
      ],
    },
  ],
};
