/**
 * The chat guide's side of search: does a free-text message name something the catalogue knows, and which books
 * go with it? Every name (a place, region, country, continent, genre or one of its other words, an author, a
 * title) is a small document in a MiniSearch index of its own. The message's words are looked up in it without
 * prefixes (a chat is full sentences), forgiving a typo in words of five letters or more; a name counts as named
 * only when all its words are in the message, so "sun" alone never names "Under the Tuscan Sun".
 */
import MiniSearch from 'minisearch';
import type { BookRecommendation, CatalogueRecommendation } from '@wanderpages/shared';
import { BOOK_GENRES } from '../data/book-genres';
import type { BookId } from '../data/books';
import { CONTINENTS } from '../data/continents';
import { HISTORY, LITERARY_FICTION, MYSTERY, type GenreSlug } from '../data/genres';
import { PLACE_ALIASES } from '../data/place-aliases';
import { POETRY } from '../data/poetry';
import { REGIONS } from '../data/regions';
import { bookPath } from '../data/book-links';
import { continentBooks, SHELF_BY_TITLE, type ShelfBook } from '../data/shelf';
import { fold, keyWords, STOP_WORDS } from './fold';

type Kind = CatalogueRecommendation['kind'];

interface Subject {
  kind: Kind;
  about: string;
  /** Its books, best first. */
  books: readonly ShelfBook[];
}

interface NameDocument {
  id: number;
  name: string;
  subject: Subject;
  /** The words that must all appear for the name to count as named. */
  words: readonly string[];
}

/** The more specific a subject, the more it says about what the visitor wants. */
const SPECIFICITY: Record<Kind, number> = { book: 6, author: 5, region: 4, place: 4, continent: 2, genre: 1 };

/** What a subject says about the books: which book, whose, where, or what kind. */
const FACET: Record<Kind, string> = { book: 'book', author: 'author', region: 'where', place: 'where', continent: 'where', genre: 'genre' };

/** Surnames that are everyday words: a message saying "peace" or "frost" has not named an author. */
const EVERYDAY_SURNAMES = new Set(['peace', 'frost', 'beard', 'shepherd', 'bridges', 'scott', 'rhys', 'rive', 'leon', 'chang', 'kwan']);

const PAGE_GENRE_BOOKS: Record<GenreSlug, readonly BookId[]> = {
  mystery: MYSTERY.bookIds,
  'literary-fiction': LITERARY_FICTION.bookIds,
  history: HISTORY.bookIds,
  poetry: POETRY.collectionIds,
};

/** `first` (a page's own order), then the rest of `all`. */
function preferring(first: readonly BookId[], all: readonly ShelfBook[]): ShelfBook[] {
  const byId = new Map(all.map((book) => [book.id, book]));
  const lead = first.flatMap((id) => byId.get(id) ?? []);
  return [...lead, ...all.filter((book) => !first.includes(book.id))];
}

function subjects(): Array<{ names: readonly string[]; subject: Subject }> {
  const found: Array<{ names: readonly string[]; subject: Subject }> = [];
  const add = (names: readonly string[], subject: Subject) => found.push({ names, subject });
  const shelf = SHELF_BY_TITLE;
  for (const book of shelf) add([book.title.split(':')[0] ?? book.title], { kind: 'book', about: book.title, books: [book] });
  for (const author of new Set(shelf.map((book) => book.author))) {
    const surname = keyWords(author).at(-1) ?? '';
    const names = surname.length >= 4 && !EVERYDAY_SURNAMES.has(surname) ? [author, surname] : [author];
    add(names, { kind: 'author', about: author, books: shelf.filter((book) => book.author === author) });
  }
  for (const region of REGIONS) {
    const books = preferring(region.bookIds, shelf.filter((book) => book.place.region === region.slug));
    add([region.name, ...(PLACE_ALIASES[region.name] ?? [])], { kind: 'region', about: region.name, books });
  }
  const places = new Set(shelf.flatMap((book) => [book.place.name, ...book.place.country.split(/, | and /)]));
  for (const place of places) {
    const books = shelf.filter((book) => book.place.name === place || book.place.country.split(/, | and /).includes(place));
    const about = place.replace(/^the /, '');
    add([about, ...(PLACE_ALIASES[place] ?? [])], { kind: 'place', about, books });
  }
  for (const continent of CONTINENTS) {
    const books = preferring(continent.featuredBookIds, continentBooks(continent.slug));
    add([continent.name, ...(PLACE_ALIASES[continent.name] ?? [])], { kind: 'continent', about: continent.name, books });
  }
  for (const genre of BOOK_GENRES) {
    const all = shelf.filter((book) => book.genre === genre.slug);
    const books = genre.slug in PAGE_GENRE_BOOKS ? preferring(PAGE_GENRE_BOOKS[genre.slug as GenreSlug], all) : all;
    add([genre.name, ...genre.aliases], { kind: 'genre', about: genre.name, books });
  }
  return found;
}

let built: { search: MiniSearch<NameDocument>; names: Map<number, NameDocument> } | undefined;

function namesIndex() {
  if (built) return built;
  const documents: NameDocument[] = subjects().flatMap(({ names, subject }) => names.map((name) => ({ id: 0, name, subject, words: keyWords(name) })));
  documents.forEach((document, index) => (document.id = index));
  const search = new MiniSearch<NameDocument>({
    fields: ['name'],
    tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
    processTerm: (term) => {
      const folded = fold(term);
      return folded === '' || STOP_WORDS.has(folded) ? null : folded;
    },
  });
  search.addAll(documents.filter((document) => document.words.length > 0));
  built = { search, names: new Map(documents.map((document) => [document.id, document])) };
  return built;
}

/** The subjects the message names, most specific first. */
function namedSubjects(message: string): Subject[] {
  const { search, names } = namesIndex();
  const hits = search.search(message, { combineWith: 'OR', prefix: false, fuzzy: (term) => (term.length >= 5 ? 1 : false) });
  const named = hits.flatMap((hit) => {
    const document = names.get(Number(hit.id));
    const matched = new Set(hit.terms);
    return document && document.words.every((word) => matched.has(word)) ? [{ document, score: hit.score }] : [];
  });
  named.sort(
    (a, b) =>
      SPECIFICITY[b.document.subject.kind] - SPECIFICITY[a.document.subject.kind] ||
      b.document.words.length - a.document.words.length ||
      b.score - a.score,
  );
  return [...new Set(named.map(({ document }) => document.subject))];
}

const asRecommendation = (book: ShelfBook): BookRecommendation => ({ title: book.title, author: book.author, link: bookPath(book.id) });

/**
 * null unless the message names a place, region, continent, genre, book or author; otherwise the most specific
 * of what it names and up to `limit` of its books, those that also fit a second thing named ("mystery in Tokyo")
 * first.
 */
export function recommendBooks(message: string, limit = 3): CatalogueRecommendation | null {
  if (keyWords(message).length === 0) return null;
  const [subject, ...others] = namedSubjects(message);
  if (!subject) return null;
  // A book that also fits what else the message names, in another respect (a genre beside a place), comes first.
  const fits = (book: ShelfBook) => others.filter((other) => FACET[other.kind] !== FACET[subject.kind] && other.books.includes(book)).length;
  const books = subject.books
    .map((book, order) => ({ book, order, fits: fits(book) }))
    .sort((a, b) => b.fits - a.fits || a.order - b.order)
    .slice(0, Math.max(1, limit))
    .map(({ book }) => book);
  return { kind: subject.kind, about: subject.about, books: books.map(asRecommendation) };
}
