import { Grid } from '@wanderpages/shared';
import { placeLabel } from '../../data/book-links';
import type { ShelfBook } from '../../data/shelf';
import { BookCard } from '../book-card';

/** Book cards that also say where each book is set (the shelf, a book page's neighbours). */
export function ShelfGrid({ books }: { books: readonly ShelfBook[] }) {
  return (
    <Grid $min="240px">
      {books.map((book) => (
        <BookCard key={book.id} id={book.id} book={book} place={placeLabel(book.place)} />
      ))}
    </Grid>
  );
}
