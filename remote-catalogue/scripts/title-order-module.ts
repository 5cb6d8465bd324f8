/**
 * The shelf's order (every book by title, a leading article ignored), worked out here rather than in the browser:
 * the first `Intl.Collator` a page creates loads ICU's collation data, 20–100 ms of one task with the CPU slowed
 * 4×, inside the takeover of /books and the book pages and the first search (bench/FINDINGS.md, ninth round). The
 * browser gets the ids in order (src/data/generated/books-by-title.ts); src/data/shelf.ts maps them to books.
 * docs/decisions/042-shelf-order-at-build-time.md
 */
import { generatedModule } from '../../scripts/lib/generated-module';
import { BOOKS, type BookId } from '../src/data/books';

export const TITLE_ORDER_MODULE = 'books-by-title';

/** Sorting key: a title without its leading article or opening quote, so "The Leopard" sits under L. */
export function titleSortKey(title: string): string {
  return title.replace(/^(the|a|an)\s+/i, '').replace(/^['‘’"]+/, '').toLowerCase();
}

/** Every book id, by the English collation of its title's sorting key (ties: by id, so the order is total). */
export function booksByTitle(): BookId[] {
  const collator = new Intl.Collator('en');
  return (Object.keys(BOOKS) as BookId[])
    .map((id) => ({ id, key: titleSortKey(BOOKS[id].title) }))
    .sort((a, b) => collator.compare(a.key, b.key) || (a.id < b.id ? -1 : 1))
    .map(({ id }) => id);
}

export function renderTitleOrderModule(): string {
  return generatedModule(
    'remote-catalogue/scripts/generate-data.ts',
    'src/data/books.ts',
    "Every book's id, by title (a leading article ignored): the shelf's order (src/data/shelf.ts).",
    { BOOKS_BY_TITLE: booksByTitle() },
  );
}
