import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@wanderpages/shared';
import type { Destination } from '../data/types';
import { gradientBackground } from '../styles/gradient';
import { renderWhenNear } from './render-when-near';

/** The card's colours as the sea, its map (a decorative SVG, components/card-map.tsx) on top. */
const Banner = styled.div<{ $gradient: NonNullable<Destination['gradient']> }>`
  height: 112px;
  overflow: hidden;
  background: ${({ theme, $gradient }) => gradientBackground(theme, $gradient)};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  flex: 1;
`;

const Name = styled.h3`
  font-size: 1.25rem;
  margin: 0;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Count = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.color.terracottaDark};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 0.95rem;
  flex: 1;
`;

const ExploreLink = styled(Link)`
  align-self: flex-start;
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme }) => theme.color.teal};
  &:hover { text-decoration: underline; }
  /* The whole card is the click target; the link text alone is what assistive tech announces. */
  &::after { content: ''; position: absolute; inset: 0; }
`;

const Clickable = styled(Card)`
  ${renderWhenNear('360px')}
  position: relative;
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadow.raised}; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

function formatBookCount(count: Destination['bookCount']): string {
  return typeof count === 'number' ? `${count} books` : count;
}

/**
 * docs/product/entities.md#destination-card: name, country, book count, description and a link named for the place.
 * `map` is the banner's map; the caller picks it, so a bundle holds only the maps its cards can show.
 */
export function DestinationCard({ destination, map }: { destination: Destination; map?: ReactNode }) {
  const { name, country, bookCount, description, link, gradient = ['teal', 'ocean'], linkLabel } = destination;
  return (
    <Clickable>
      <Banner $gradient={gradient} aria-hidden="true">
        {map}
      </Banner>
      <Body>
        <Name>{name}</Name>
        <Meta>
          <span>{country}</span>
          <Count>{formatBookCount(bookCount)}</Count>
        </Meta>
        <Description>{description}</Description>
        <ExploreLink to={link}>
          {linkLabel ?? `Explore ${name}`}
          {/* A no-break space: the arrow never wraps onto a line of its own. */}
          <span aria-hidden="true">{'\u00a0→'}</span>
        </ExploreLink>
      </Body>
    </Clickable>
  );
}
