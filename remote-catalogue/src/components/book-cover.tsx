import styled from 'styled-components';
import type { Book } from '../data/types';

const Cover = styled.div<{ $color: Book['coverColor'] }>`
  /* A fixed box: the card never changes size, whatever the title length or font. */
  position: relative;
  height: 196px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)}
    ${({ theme }) => theme.space(9)};
  background: ${({ theme, $color }) => theme.cover[$color]};
  overflow: hidden;
  &::before {
    /* The spine: a darker band down the left edge, like a hardback. */
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ theme }) => theme.space(4)};
    background: rgba(0, 0, 0, 0.22);
  }
`;

/** A cream title plate, as on a cloth-bound book; ink on paper keeps the text readable on every swatch. */
const Plate = styled.div`
  width: 100%;
  max-width: 220px;
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.ink};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  text-align: center;
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.18);
`;

const CoverTitle = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font: 700 1rem / 1.25 ${({ theme }) => theme.font.heading};
  overflow-wrap: anywhere;
`;

const CoverAuthor = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.75rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.inkSoft};
`;

/** The styled cover: decorative (the card repeats title and author as text), so hidden from assistive tech. */
export function BookCover({ book }: { book: Book }) {
  return (
    <Cover $color={book.coverColor} aria-hidden="true">
      <Plate>
        <CoverTitle>{book.title}</CoverTitle>
        <CoverAuthor>{book.author}</CoverAuthor>
      </Plate>
    </Cover>
  );
}
