import { memo } from 'react';
import { Grid } from '@wanderpages/shared';
import { placeLabel } from '../../data/book-links';
import type { ShelfBook } from '../../data/shelf';
import { BookCard } from '../book-card';

/**
 * Book cards that also say where each book is set (the shelf, a book page's neighbours). Memoised: the shelf renders
 * again right after hydration (use-shelf-filters.ts), and a hundred cards at once were one long task on a slow phone.
 */
export const ShelfGrid = memo(function ShelfGrid({ books }: { books: readonly ShelfBook[] }) {
  return (
    <Grid $min="240px">
      {books.map((book) => (
        <BookCard key={book.id} id={book.id} book={book} place={placeLabel(book.place)} />
      ))}
    </Grid>
  );
});
