import styled from 'styled-components';
import { Card } from '@wanderpages/shared';
import type { PoemExcerpt } from '../data/types';
import { renderWhenNear } from './render-when-near';

const Box = styled(Card)`
  ${renderWhenNear('480px')}
  padding: ${({ theme }) => theme.space(6)};
  border-left: 4px solid ${({ theme }) => theme.color.gold};
`;

const Title = styled.h3`
  font-size: 1.2rem;
`;

const Lines = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font: italic 1.05rem / 1.7 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.ink};
  /* A line of verse too long for the card goes on indented under itself, so where a line ends stays clear. */
  p {
    margin: 0;
    padding-left: 1.5em;
    text-indent: -1.5em;
  }
`;

const Credit = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.color.terracottaDark};
`;

const Place = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 0.95rem;
`;

/** docs/product/entities.md#poem-excerpt: title, poet, excerpt and the place that inspired it. */
export function PoemCard({ poem }: { poem: PoemExcerpt }) {
  return (
    <Box>
      <Title>{poem.title}</Title>
      <Lines>
        {poem.excerpt.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Lines>
      <Credit>
        {poem.poet} ({poem.year})
      </Credit>
      <Place>Inspired by: {poem.location}</Place>
    </Box>
  );
}
