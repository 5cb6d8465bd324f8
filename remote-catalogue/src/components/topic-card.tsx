import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@wanderpages/shared';
import type { Topic } from '../data/types';
import { renderWhenNear } from './render-when-near';

const Box = styled(Card)`
  ${renderWhenNear('260px')}
  padding: ${({ theme }) => theme.space(6)};
  border-top: 4px solid ${({ theme }) => theme.color.terracotta};
  h3 { font-size: 1.2rem; margin-bottom: ${({ theme }) => theme.space(2)}; }
  p { color: ${({ theme }) => theme.color.inkSoft}; }
  p:last-child, ul:last-child { margin-bottom: 0; }
`;

/** A named idea (sub-genre, theme, style, period) with its description and optional extra content. */
export function TopicCard({ topic, children }: { topic: Topic; children?: ReactNode }) {
  return (
    <Box as="div">
      <h3>{topic.name}</h3>
      <p>{topic.description}</p>
      {children}
    </Box>
  );
}
