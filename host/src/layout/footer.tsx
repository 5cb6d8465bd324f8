import styled from 'styled-components';
import { Container } from '@wanderpages/shared';
import { PrefetchLink } from '../federation/prefetch-link';
import { CompassIcon } from './compass-icon';
import { usePageCurrent } from './use-current-link';
import { useCurrentYear } from './use-current-year';
import { DESTINATION_LINKS, GENRE_LINKS, type SiteLink } from './site-links';

// Below the first screen on every page: laid out only when it comes near (the first frame's layout is the load's
// longest task with the CPU slowed 4×; remote-catalogue's render-when-near.ts does the same for its cards).
const Foot = styled.footer`
  content-visibility: auto;
  contain-intrinsic-size: auto 1000px; /* its height until first rendered: four stacked lists on a phone */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) { contain-intrinsic-size: auto 360px; }
  background: ${({ theme }) => theme.color.tealDark};
  color: #d8e6e5;
  /* Its last line ends clear of whatever floats over the screen's bottom when the page is scrolled to its end: the
     part that floats (the home page's chat button) sets --wanderpages-covered-bottom on the page's root. */
  padding: ${({ theme }) => theme.space(14)} 0 calc(${({ theme }) => theme.space(8)} + var(--wanderpages-covered-bottom, 0px));
  a { color: #f4efe6; text-decoration: none; }
  a:hover, a[aria-current] { text-decoration: underline; text-underline-offset: 3px; }
  a[aria-current] { color: ${({ theme }) => theme.color.white}; }
`;

/**
 * No column narrower than the wordmark (the compass and "Wanderpages" at 1.4rem: about 176 px in Chromium's serif,
 * wider in some fallbacks): at 170 px, the width each of five columns had at 1024, the compass was squeezed to
 * nothing. Below 1024 the columns are at least 12rem (at most four in a row there); from 1024 the five share the
 * row, the brand's at least as wide as the wordmark needs.
 */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space(8)};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(min-content, 1fr) repeat(4, minmax(0, 1fr));
  }
`;

const Heading = styled.h2`
  font-size: 1.05rem;
  color: ${({ theme }) => theme.color.white};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  /* A target at least 32 px tall (WCAG 2.2 2.5.8 asks 24), not the 19 px of the text alone. */
  a { display: inline-flex; align-items: center; min-height: ${({ theme }) => theme.target.comfortable}; }
`;

/** The same wordmark as the header's: the compass and the serif. Decorative here (the header's is the link home). */
const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font: 700 min(1.4rem, 8vw)/1 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.white};
  white-space: nowrap;
  svg { flex-shrink: 0; }
`;

const Small = styled.p`
  margin: ${({ theme }) => theme.space(10)} 0 0;
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.875rem;
`;

const sections: Array<{ heading: string; links: readonly SiteLink[] }> = [
  { heading: 'Destinations', links: DESTINATION_LINKS },
  { heading: 'Genres', links: GENRE_LINKS },
  {
    heading: 'Newsletter',
    links: [
      ['Newsletter', '/newsletter-admin'],
      ['Newsletter Admin', '/newsletter-admin'],
    ],
  },
  {
    heading: 'About',
    links: [
      ['Our Story', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
    ],
  },
];

/** docs/product/screens.md#home footer: the destinations, the genres, the newsletter admin, about, contact and privacy. */
export function Footer() {
  const year = useCurrentYear();
  const pageCurrent = usePageCurrent();
  return (
    <Foot>
      <Container>
        <Columns>
          <div>
            <Brand aria-hidden="true">
              <CompassIcon /> Wanderpages
            </Brand>
            <p>Books that capture places: travel literature for readers planning their next journey.</p>
          </div>
          {sections.map((section) => (
            <nav key={section.heading} aria-label={`Footer: ${section.heading}`}>
              <Heading>{section.heading}</Heading>
              <List>
                {section.links.map(([label, to]) => (
                  <li key={label}>
                    <PrefetchLink to={to} aria-current={pageCurrent(to)}>
                      {label}
                    </PrefetchLink>
                  </li>
                ))}
              </List>
            </nav>
          ))}
        </Columns>
        <Small>© {year} Wanderpages. Travel the world through its books.</Small>
      </Container>
    </Foot>
  );
}
