/**
 * The catalogue's search capability, as the apps that use it see it (docs/decisions/027 and 028): the host's
 * header mounts `catalogue/SearchBox` on intent; the chat guide asks `catalogue/Search` at run time. Types only:
 * the catalogue owns the data, the index and the ranking; nothing about books lives outside it.
 */

/** What a search result is: a book, or one of the pages that gather books. */
export type CatalogueSearchKind = 'book' | 'region' | 'continent' | 'genre';

export interface CatalogueSearchResult {
  kind: CatalogueSearchKind;
  /** The book's title, or the region's, continent's or genre's name. */
  title: string;
  /** One line that tells results apart: a book's author and place, a region's country. */
  detail: string;
  /** A path on the site that shows it (a book's page, a region page, a filtered shelf). */
  link: string;
}

export interface BookRecommendation {
  title: string;
  author: string;
  /** The book's page. */
  link: string;
}

/** What a chat message named that the catalogue knows, and the books it suggests for it. */
export interface CatalogueRecommendation {
  kind: 'place' | 'region' | 'continent' | 'genre' | 'book' | 'author';
  /** The name as the catalogue spells it ("Kyoto", "Mystery", "Haruki Murakami"). */
  about: string;
  /** One to `limit` books, best first. */
  books: BookRecommendation[];
}

/** `catalogue/Search`: data in, ranked results out. Synchronous once the module has loaded. */
export interface CatalogueSearch {
  /** Ranked results for what a visitor typed (accents folded, typos and prefixes tolerated); [] for a blank query. */
  searchCatalogue(query: string, limit?: number): CatalogueSearchResult[];
  /** For free text (a chat message): null unless it names a place, region, continent, genre, book or author. */
  recommendBooks(message: string, limit?: number): CatalogueRecommendation | null;
}

/** What the host gives `catalogue/SearchBox`, which takes the place of the host's own plain search input. */
export interface SearchBoxProps {
  /** The id the host's <label> points at. */
  inputId: string;
  /** The query parameter the host's GET form submits (`q`). */
  name: string;
  placeholder: string;
  /** What the visitor had typed into the plain input before the box arrived. */
  defaultValue: string;
  /** Whether the plain input had focus (the box takes it over, caret at the end). */
  autoFocus: boolean;
}
