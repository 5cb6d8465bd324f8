/** The static catalogue's shapes (docs/product/entities.md). Pages reference books by id so each book's facts live once. */
import type { CoverColor } from '@wanderpages/shared';
import type { BookGenreSlug } from './book-genres';
import type { ContinentSlug } from './continents';
import type { RegionSlug } from './regions';

/** Two cover swatches a card's gradient runs between (kept to theme colours, never literals). */
export type Gradient = readonly [CoverColor, CoverColor];

export interface Book {
  title: string;
  author: string;
  /** Shown as a label: Novel, Memoir, Travel Writing, History, Mystery, Poetry… */
  category: string;
  description: string;
  coverColor: CoverColor;
}

/** Where a book is set and how the shelf files it (book-settings.ts): what search and the chat guide find it by. */
export interface BookSetting {
  /** The place the book captures. */
  place: BookPlace;
  /** The one genre the shelf files it under (a genre page's, or memoir, travel or nature writing). */
  genre: BookGenreSlug;
}

export interface BookPlace {
  /** The city, area or landscape, as a reader would name it ("Kyoto", "Cortona", "the Cairngorms"). */
  name: string;
  /** The country (or countries) it is in, as the region cards spell them. */
  country: string;
  continent: ContinentSlug;
  /** The region page that lists it, when one does (a region knows its books: regions.ts bookIds). */
  region?: RegionSlug;
}

export interface Destination {
  name: string;
  country: string;
  /** A count (region cards, docs/product/limits.md#region-card-counts) or text such as "25+ books" on theme cards. */
  bookCount: number | string;
  description: string;
  imagePath?: string;
  link: string;
  /** Theme cards use a gradient instead of an image. */
  gradient?: Gradient;
  /** The link's visible text; defaults to "Explore <name>". */
  linkLabel?: string;
}

export interface Genre {
  name: string;
  description: string;
  /** Names a decorative inline SVG icon (components/genre-icon.tsx), hidden from assistive tech. */
  icon: 'magnifier' | 'book' | 'columns' | 'quill';
  link: string;
  gradient: Gradient;
}

export interface PoemExcerpt {
  title: string;
  poet: string;
  /** Lines of the excerpt, public-domain text only. */
  excerpt: readonly string[];
  location: string;
  /** Year of first publication, to show it is in the public domain. */
  year: number;
}

/** A named idea with a description (themes, styles, sub-genres, time periods). */
export interface Topic {
  name: string;
  description: string;
}
