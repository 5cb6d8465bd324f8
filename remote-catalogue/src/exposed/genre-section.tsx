import { Grid } from '@wanderpages/shared';
import { CatalogueSection } from '../components/catalogue-section';
import { GenreCard } from '../components/genre-card';
import { GENRE_ORDER, GENRES } from '../data/genres';

export { BUILD_ID as buildId } from '../build-id';

/** Home: the four genres, each card one link to its genre page. */
export function GenreSection() {
  return (
    <CatalogueSection title="Explore by genre" lead="Mysteries, novels, histories and poems that take you somewhere.">
      <Grid $min="230px" $count={GENRE_ORDER.length}>
        {GENRE_ORDER.map((slug) => (
          <GenreCard key={slug} genre={GENRES[slug]} />
        ))}
      </Grid>
    </CatalogueSection>
  );
}
