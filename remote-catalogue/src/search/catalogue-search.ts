/**
 * The search box's ranking, on MiniSearch (docs/decisions/027): an inverted index of the catalogue built once,
 * on first use, in the browser. Each word a visitor types must match (a typo of one letter in five is forgiven,
 * the last word may be the start of one); if no result has every word, results with any of them are offered.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { CatalogueSearchResult } from '@wanderpages/shared';
import { fold, keyWords, STOP_WORDS } from './fold';
import { FIELD_BOOSTS, SEARCH_FIELDS, searchDocuments, type SearchDocument } from './search-documents';

const DEFAULT_LIMIT = 8;

/** A page that gathers books ranks above a single book for the same words ("tokyo": the region first). */
const KIND_BOOST: Record<SearchDocument['kind'], number> = { region: 2.5, continent: 2.5, genre: 2, book: 1 };

interface Index {
  search: MiniSearch<SearchDocument>;
  documents: Map<string, SearchDocument>;
}

let built: Index | undefined;

/** The index over the whole catalogue (a few ms, once). */
function catalogueIndex(): Index {
  if (built) return built;
  const documents = searchDocuments();
  const search = new MiniSearch<SearchDocument>({
    fields: [...SEARCH_FIELDS],
    tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
    processTerm: (term) => {
      const folded = fold(term);
      return folded === '' || STOP_WORDS.has(folded) ? null : folded;
    },
  });
  search.addAll(documents);
  built = { search, documents: new Map(documents.map((document) => [document.id, document])) };
  return built;
}

/** Builds the index ahead of the first keystroke (the box calls it when the browser is idle after it mounts). */
export function prepareCatalogueSearch(): void {
  catalogueIndex();
}

const fuzzyFor = (term: string) => (term.length >= 5 ? 0.2 : false);

function run(index: Index, query: string, combineWith: 'AND' | 'OR'): CatalogueSearchResult[] {
  const options: SearchOptions = {
    combineWith,
    prefix: true,
    fuzzy: fuzzyFor,
    maxFuzzy: 2,
    boost: FIELD_BOOSTS,
    boostDocument: (id) => KIND_BOOST[index.documents.get(String(id))?.kind ?? 'book'],
  };
  return index.search.search(query, options).flatMap((hit) => {
    const document = index.documents.get(String(hit.id));
    return document ? [{ kind: document.kind, title: document.title, detail: document.detail, link: document.link }] : [];
  });
}

/** Ranked results for what a visitor typed: books, regions, continents and genres; [] for a blank query. */
export function searchCatalogue(query: string, limit: number = DEFAULT_LIMIT): CatalogueSearchResult[] {
  if (keyWords(query).length === 0) return [];
  const index = catalogueIndex();
  const every = run(index, query, 'AND');
  return (every.length > 0 ? every : run(index, query, 'OR')).slice(0, Math.max(0, limit));
}

/** Every book that matches, best first, by id (the shelf's text filter). */
export function searchBookIds(query: string): string[] {
  if (keyWords(query).length === 0) return [];
  const index = catalogueIndex();
  const ids = (combineWith: 'AND' | 'OR') =>
    run(index, query, combineWith)
      .filter((result) => result.kind === 'book')
      .map((result) => result.link.replace(/^\/books\//, ''));
  const every = ids('AND');
  return every.length > 0 ? every : ids('OR');
}
