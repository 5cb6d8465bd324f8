import { memo } from 'react';
import { Grid } from '@wanderpages/shared';
import { placeLabel } from '../../data/book-links';
import type { ShelfBook } from '../../data/shelf';
import { BookCard } from '../book-card';

/**
 * Book cards that also say where each book is set (the shelf, a book page's neighbours). Memoised: the shelf renders
 * again right after hydration (use-shelf-filters.ts), and a hundred cards at once were one long task on a slow phone.
 * `balanced`: a set of a fixed size (a book's neighbours) balances its rows; the shelf, whose count changes with every
 * letter typed, keeps one card width.
 */
export const ShelfGrid = memo(function ShelfGrid({ books, balanced = false }: { books: readonly ShelfBook[]; balanced?: boolean }) {
  return (
    <Grid $min="240px" $count={balanced ? books.length : undefined}>
      {books.map((book) => (
        <BookCard key={book.id} id={book.id} book={book} place={placeLabel(book.place)} />
      ))}
    </Grid>
  );
});
