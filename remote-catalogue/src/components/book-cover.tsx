import styled, { useTheme } from 'styled-components';
import type { Book } from '../data/types';
import { coverDesign, type CoverDesign } from './cover-design';
import { COVER_BAND } from './cover-patterns';

/**
 * A box of one height, whatever the title's length: 196 px at the usual 16 px text, in rem so that it grows with a
 * reader's larger text (at 200% the type needs up to 305 px, and a box of 196 px cut off most authors' names).
 * Never less than it needs, at any text size.
 */
const Cover = styled.div<{ $band: CoverDesign['band'] }>`
  position: relative;
  min-height: 12.25rem;
  display: flex;
  flex-direction: ${({ $band }) => ($band === 'top' ? 'column' : 'column-reverse')};
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

const Band = styled.svg`
  display: block;
  flex: 0 0 72px;
  width: 100%;
  height: 72px;
`;

/** The type sits on the plain background only, where its contrast is checked (test/book-covers.test.ts). */
const Type = styled.div<{ $align: CoverDesign['align'] }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(3)}
    ${({ theme }) => theme.space(8)};
  text-align: ${({ $align }) => $align};
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
`;

const CoverTitle = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font: 700 1.05rem / 1.2 ${({ theme }) => theme.font.heading};
  overflow-wrap: anywhere;
`;

const Rule = styled.span`
  display: block;
  width: ${({ theme }) => theme.space(8)};
  height: 2px;
`;

const CoverAuthor = styled.span`
  font-size: 0.72rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/**
 * The book's own typographic cover (cover-design.ts): its palette, pattern and type follow from its id, kind and
 * cover colour. Decorative: the card repeats title and author as text, so it is hidden from assistive tech.
 */
export function BookCover({ id, book }: { id: string; book: Book }) {
  const design = coverDesign(id, book, useTheme());
  const { pattern } = design;
  return (
    <Cover $band={design.band} aria-hidden="true" style={{ background: design.background, color: design.text }}>
      <Band viewBox={`0 0 ${COVER_BAND.width} ${COVER_BAND.height}`} preserveAspectRatio="xMidYMid slice" focusable="false">
        <path d={pattern.d} fill="none" stroke={pattern.color} strokeWidth={pattern.width} strokeLinecap="round" />
      </Band>
      <Type $align={design.align}>
        <CoverTitle>{book.title}</CoverTitle>
        <Rule style={{ background: pattern.color }} />
        <CoverAuthor>{book.author}</CoverAuthor>
      </Type>
    </Cover>
  );
}
