import styled from 'styled-components';
import { Card, Grid } from '@wanderpages/shared';
import { booksById, type BookId } from '../data/books';
import type { Book } from '../data/types';
import { BookCover } from './book-cover';

const Body = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1;
`;

const Category = styled.p`
  align-self: flex-start;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.tealSoft};
  color: ${({ theme }) => theme.color.tealDark};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.h3`
  font-size: 1.2rem;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Author = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.terracottaDark};
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 0.95rem;
`;

/** docs/product/entities.md#book-card: title, author, category, description and cover colour (the cover is the book's own, from its id). */
function BookCard({ id, book }: { id: BookId; book: Book }) {
  return (
    <Card>
      <BookCover id={id} book={book} />
      <Body>
        <Category>{book.category}</Category>
        <Title>{book.title}</Title>
        <Author>by {book.author}</Author>
        <Description>{book.description}</Description>
      </Body>
    </Card>
  );
}

export function BookGrid({ ids }: { ids: readonly BookId[] }) {
  return (
    <Grid $min="240px">
      {booksById(ids).map((book, index) => (
        <BookCard key={ids[index]} id={ids[index]!} book={book} />
      ))}
    </Grid>
  );
}
