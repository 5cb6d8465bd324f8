import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@wanderpages/shared';
import { CatalogueRoutes } from './exposed/catalogue-routes';
import { FeaturedBooks } from './exposed/featured-books';
import { GenreSection } from './exposed/genre-section';
import { PopularDestinations } from './exposed/popular-destinations';

const Banner = styled.div`
  background: ${({ theme }) => theme.color.tealDark};
  color: ${({ theme }) => theme.color.white};
  padding: ${({ theme }) => theme.space(6)} 0;
  h1 { margin: 0; font-size: 1.6rem; }
  p { margin: 0; }
`;

/** The home sections as the host shows them, under a stand-in h1. */
function HomePreview() {
  return (
    <main>
      <Banner>
        <Container>
          <h1>Wanderpages catalogue (standalone)</h1>
          <p>The home sections this remote exposes, in the host’s order.</p>
        </Container>
      </Banner>
      <FeaturedBooks />
      <PopularDestinations />
      <GenreSection />
    </main>
  );
}

/** The remote on its own port: the home sections at /, and its pages (and not-found) everywhere else. */
export function StandaloneApp() {
  return (
    <Routes>
      <Route index element={<HomePreview />} />
      <Route path="*" element={<CatalogueRoutes />} />
    </Routes>
  );
}
