/**
 * The genre each book is filed under on the shelf (/books). Four have their own page (genres.ts); memoir, travel
 * writing and nature writing do not, so they lead to the shelf filtered by them. `aliases` are the other words
 * readers use for a genre ("crime", "poems"), for search and the chat guide. (Not "novel" or "fiction": a reader
 * asking for crime novels wants mysteries.)
 */
import { GENRES, type GenreSlug } from './genres';

export type BookGenreSlug = GenreSlug | 'memoir' | 'travel-writing' | 'nature-writing';

export interface BookGenre {
  slug: BookGenreSlug;
  name: string;
  /** The genre page, or the shelf filtered by the genre. */
  link: string;
  aliases: readonly string[];
}

const shelfOf = (slug: BookGenreSlug) => `/books?genre=${slug}`;

export const BOOK_GENRES: readonly BookGenre[] = [
  { slug: 'literary-fiction', name: GENRES['literary-fiction'].name, link: GENRES['literary-fiction'].link, aliases: [] },
  { slug: 'mystery', name: GENRES.mystery.name, link: GENRES.mystery.link, aliases: ['crime', 'detective', 'detectives', 'thriller', 'thrillers', 'noir', 'whodunit'] },
  { slug: 'history', name: GENRES.history.name, link: GENRES.history.link, aliases: ['histories', 'historical'] },
  { slug: 'poetry', name: GENRES.poetry.name, link: GENRES.poetry.link, aliases: ['poems', 'poem', 'poets', 'verse', 'haiku'] },
  { slug: 'memoir', name: 'Memoir', link: shelfOf('memoir'), aliases: ['memoirs', 'autobiography', 'diary', 'diaries'] },
  { slug: 'travel-writing', name: 'Travel Writing', link: shelfOf('travel-writing'), aliases: ['travelogue', 'travelogues', 'journeys'] },
  { slug: 'nature-writing', name: 'Nature Writing', link: shelfOf('nature-writing'), aliases: ['nature', 'wildlife', 'natural history'] },
];

export function bookGenre(slug: BookGenreSlug): BookGenre {
  const genre = BOOK_GENRES.find((candidate) => candidate.slug === slug);
  if (!genre) throw new Error(`Unknown genre ${slug}`);
  return genre;
}
