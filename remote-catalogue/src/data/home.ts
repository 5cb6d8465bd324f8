/** The three home sections the host shows (docs/product/screens.md#home, docs/product/limits.md: 4 featured books, 4 destinations, 4 genres). */
import type { BookId } from './books';
import type { Destination } from './types';

export const FEATURED_BOOK_IDS: readonly BookId[] = [
  'under-the-tuscan-sun',
  'a-year-in-provence',
  'the-leopard',
  'my-family-and-other-animals',
];

export const POPULAR_DESTINATIONS: readonly Destination[] = [
  {
    name: 'Europe',
    country: 'Italy, France, Scotland and more',
    bookCount: 45,
    description: 'Tuscan villas, Provençal markets and Highland glens.',
    link: '/destinations/europe',
    gradient: ['teal', 'ocean'],
  },
  {
    name: 'Asia',
    country: 'Japan, India, Singapore and more',
    bookCount: 32,
    description: 'Tokyo back streets, Kerala backwaters and Singapore shophouses.',
    link: '/destinations/asia',
    gradient: ['crimson', 'plum'],
  },
  {
    name: 'Americas',
    country: 'United States, Patagonia, the Caribbean',
    bookCount: 28,
    description: 'Route 66 road trips, Patagonian winds and island voices.',
    link: '/destinations/americas',
    gradient: ['terracotta', 'saffron'],
  },
  {
    name: 'Africa',
    country: 'Tanzania, South Africa, the Sahara',
    bookCount: 22,
    description: 'Serengeti plains, Cape Town’s mountain and the great desert.',
    link: '/destinations/africa',
    gradient: ['saffron', 'terracotta'],
  },
];
