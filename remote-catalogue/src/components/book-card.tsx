import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Grid } from '@wanderpages/shared';
import { BOOKS, type BookId } from '../data/books';
import { bookPath } from '../data/book-links';
import type { Book } from '../data/types';
import { BookCover } from './book-cover';
import { renderWhenNear } from './render-when-near';

const Box = styled(Card)`
  ${renderWhenNear('480px')}
`;

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

const TitleLink = styled(Link)`
  /* One box for a title on two lines: Firefox rings each line of an inline link apart, the rings then cross the
     text between them (Chromium draws one ring around both). The same geometry in both, measured. */
  display: inline-block;
  color: inherit;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Place = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 0.9rem;
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

interface BookCardProps {
  id: BookId;
  book: Book;
  /** The place it captures, under the author (on the shelf, where books from everywhere meet). */
  place?: string;
}

/** docs/product/entities.md#book-card: title, author, category, description and cover colour; the title links to the book's page. */
export function BookCard({ id, book, place }: BookCardProps) {
  return (
    <Box>
      <BookCover id={id} book={book} />
      <Body>
        <Category>{book.category}</Category>
        <Title>
          <TitleLink to={bookPath(id)}>{book.title}</TitleLink>
        </Title>
        <Author>by {book.author}</Author>
        {place && <Place>{place}</Place>}
        <Description>{book.description}</Description>
      </Body>
    </Box>
  );
}

/** A page's set of books: its rows balanced for its size (shared's Grid, `$count`). */
export function BookGrid({ ids }: { ids: readonly BookId[] }) {
  return (
    <Grid $min="240px" $count={ids.length}>
      {ids.map((id) => (
        <BookCard key={id} id={id} book={BOOKS[id]} />
      ))}
    </Grid>
  );
}
