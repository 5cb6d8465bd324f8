import styled from 'styled-components';
import { BOOKS, type BookId } from '../data/books';

const Line = styled.p`
  font-size: 0.9rem;
  strong { color: ${({ theme }) => theme.color.ink}; }
`;

/** "Read: Title (Author); …" under a theme or period, from the one catalogue. */
export function BookTitles({ ids, label = 'Read' }: { ids: readonly BookId[]; label?: string }) {
  return (
    <Line>
      <strong>{label}:</strong>{' '}
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 ? '; ' : ''}
          <cite>{BOOKS[id].title}</cite> by {BOOKS[id].author}
        </span>
      ))}
    </Line>
  );
}
