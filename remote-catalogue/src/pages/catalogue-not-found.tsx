import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ChipLink, ChipList, Container, NotFoundPage } from '@wanderpages/shared';
import { MAIN_CATALOGUE_PAGES, nearestPagesFor, type NearestPage } from '../data/nearest-pages';

const Nearest = styled.nav`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  h2 { font-size: 1.4rem; }
`;

const Best = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * The catalogue's not-found page: the shared page (its "404" texts, the path logged) and the real pages nearest
 * to where the visitor wanted to go. The edge serves one HTML for every unknown catalogue path, so the first
 * render offers only what fits them all (every continent and genre); the path's own suggestions (Europe for
 * /destinations/regions/paris, Tuscany for a mistyped "tuscanny") appear once mounted, above the list, which keeps
 * every chip: a chip taken out of it then took the focus of a reader who had tabbed to it (or the press of one who
 * was about to click it) with it.
 */
export function CatalogueNotFound() {
  const { pathname } = useLocation();
  const [nearest, setNearest] = useState<NearestPage[]>([]);
  useEffect(() => setNearest(nearestPagesFor(pathname)), [pathname]);
  return (
    <>
      <NotFoundPage />
      <Nearest aria-labelledby="nearest-pages-title">
        <Container>
          <h2 id="nearest-pages-title">Nearest pages</h2>
          {nearest.length > 0 && (
            <Best>
              Closest to what you asked for:{' '}
              {nearest.map((page, i) => (
                <span key={page.path}>
                  {i > 0 && ', '}
                  <Link to={page.path}>{page.name}</Link>
                </span>
              ))}
            </Best>
          )}
          <ChipList aria-label="Continents and genres">
            {MAIN_CATALOGUE_PAGES.map((page) => (
              <li key={page.path}>
                <ChipLink to={page.path}>{page.name}</ChipLink>
              </li>
            ))}
          </ChipList>
        </Container>
      </Nearest>
    </>
  );
}
