import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Genre } from '../data/types';
import { gradientBackground } from '../styles/gradient';
import { GenreIcon } from './genre-icon';

const CardLink = styled(Link)<{ $gradient: Genre['gradient'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 200px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  /* Darkened so white text passes contrast on every swatch in the gradient. */
  background: linear-gradient(rgba(17, 24, 39, 0.35), rgba(17, 24, 39, 0.35)),
    ${({ theme, $gradient }) => gradientBackground(theme, $gradient)};
  color: ${({ theme }) => theme.color.white};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: transform 0.15s ease, box-shadow 0.15s ease;
  &:hover { transform: translateY(-2px); box-shadow: ${({ theme }) => theme.shadow.raised}; }
`;


const Name = styled.h3`
  margin: 0;
  font-size: 1.35rem;
`;

const Description = styled.p`
  margin: 0;
  flex: 1;
`;

const Cta = styled.span`
  font-weight: 700;
`;

/** docs/product/entities.md#genre-card: the whole card is one link, named by its heading and call to action. */
export function GenreCard({ genre }: { genre: Genre }) {
  return (
    <CardLink to={genre.link} $gradient={genre.gradient}>
      <GenreIcon icon={genre.icon} />
      <Name>{genre.name}</Name>
      <Description>{genre.description}</Description>
      <Cta>
        {/* A no-break space: the arrow never wraps onto a line of its own. */}
        Explore {genre.name}
        <span aria-hidden="true">{'\u00a0→'}</span>
      </Cta>
    </CardLink>
  );
}
