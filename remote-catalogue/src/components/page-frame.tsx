import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, Container, useDocumentTitle } from '@wanderpages/shared';
import type { Gradient } from '../data/types';
import { gradientBackground } from '../styles/gradient';

const HeaderRow = styled.div`
  background: ${({ theme }) => theme.color.paper};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  padding: ${({ theme }) => theme.space(3)} 0;
`;

const HeaderInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Trail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Hero = styled.div<{ $gradient: Gradient }>`
  /* A dark veil over the two swatches keeps white text readable whichever colours a page uses. */
  background: linear-gradient(rgba(17, 24, 39, 0.5), rgba(17, 24, 39, 0.5)),
    ${({ theme, $gradient }) => gradientBackground(theme, $gradient)};
  color: ${({ theme }) => theme.color.white};
  padding: ${({ theme }) => theme.space(16)} 0 ${({ theme }) => theme.space(18)};
`;

/** Text, then the page's map: side by side from tablet width, the map under the text on a phone. */
const HeroInner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 420px);
  }
`;

const Illustration = styled.div`
  width: 100%;
  max-width: 420px;
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.14em;
  font-size: 0.8rem;
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h1`
  font-size: clamp(2.2rem, 6vw, 3.4rem);
  margin-bottom: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`;

const Lead = styled.p`
  font-size: clamp(1.05rem, 2.2vw, 1.2rem);
  max-width: 680px;
  margin: 0;
`;

export interface BackTarget {
  to: string;
  label: string;
}

interface PageFrameProps {
  /** The h1, also the document title. */
  title: string;
  eyebrow: string;
  lead: string;
  gradient: Gradient;
  back: BackTarget;
  /** Short "where am I" text beside the back button. */
  trail: string;
  /** Beside the hero's text: the page's map. */
  illustration?: ReactNode;
  children: ReactNode;
}

/**
 * Every catalogue page: a header row with the way back, a hero with the one h1, then the page's sections.
 * The host already draws the site header and footer around it.
 */
export function PageFrame({ title, eyebrow, lead, gradient, back, trail, illustration, children }: PageFrameProps) {
  // The lead doubles as the page's meta description (the fragment's HTML head and search results).
  useDocumentTitle(title, lead);
  return (
    <main>
      <HeaderRow>
        <HeaderInner>
          <ButtonLink to={back.to} $variant="secondary" $size="sm">
            <span aria-hidden="true">←</span> {back.label}
          </ButtonLink>
          <Trail>{trail}</Trail>
        </HeaderInner>
      </HeaderRow>
      <Hero $gradient={gradient}>
        <HeroInner>
          <div>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Title>{title}</Title>
            <Lead>{lead}</Lead>
          </div>
          {illustration ? <Illustration>{illustration}</Illustration> : null}
        </HeroInner>
      </Hero>
      {children}
    </main>
  );
}

export const BACK_HOME: BackTarget = { to: '/', label: 'Back Home' };
