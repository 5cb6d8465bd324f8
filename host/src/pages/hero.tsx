import styled from 'styled-components';
import { ButtonLink, Container, PageOpeningEnd } from '@wanderpages/shared';
import { HeroMap } from './hero-map';

const Band = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.color.tealDark} 0%, ${({ theme }) => theme.color.teal} 55%, ${({ theme }) => theme.color.tealBright} 100%);
  color: ${({ theme }) => theme.color.white};
  padding: ${({ theme }) => theme.space(20)} 0 ${({ theme }) => theme.space(24)};
`;

/** The text, and from desktop width the map in the right half. */
const Columns = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr); /* not the widest word's width: that ran off a phone with large text */
  align-items: center;
  gap: ${({ theme }) => theme.space(10)};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 440px);
  }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.14em;
  font-size: 0.8rem;
  font-weight: 700;
  color: #f3d9a4;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Headline = styled.h1`
  font-size: clamp(2.2rem, 6vw, 3.6rem);
  max-width: 820px;
  overflow-wrap: anywhere; /* as every page's title (shared's PageBand) */
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Lead = styled.p`
  font-size: clamp(1.05rem, 2.2vw, 1.25rem);
  max-width: 640px;
  color: #e1eeed;
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
`;

const OutlineOnDark = styled(ButtonLink)`
  border-color: ${({ theme }) => theme.color.white};
  color: ${({ theme }) => theme.color.white};
  &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.12); }
`;

/**
 * docs/product/screens.md#home hero: a headline, Explore Destinations and Explore Books. The spec leaves Explore
 * Books' target open: it leads to the shelf of every book (/books), as a link that works without script.
 */
export function Hero() {
  return (
    <>
      <Band aria-labelledby="hero-title">
        <Columns>
          <div>
            <Eyebrow>Travel literature for curious readers</Eyebrow>
            <Headline id="hero-title">Discover the world through books that capture places</Headline>
            <Lead>
              From Tuscan hillsides to Tokyo back streets, find the novels, memoirs, histories and poems that take you
              there before you go — and long after you come home.
            </Lead>
            <Actions>
              <ButtonLink to="/destinations/europe" $size="lg" $variant="light">
                Explore Destinations
              </ButtonLink>
              <OutlineOnDark to="/books" $size="lg" $variant="secondary">
                Explore Books
              </OutlineOnDark>
            </Actions>
          </div>
          <HeroMap />
        </Columns>
      </Band>
      {/* The home page's opening: the first frame waits for it (shared contracts/page-opening.ts). */}
      <PageOpeningEnd />
    </>
  );
}
