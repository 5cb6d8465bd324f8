import { Grid } from '@wanderpages/shared';
import { ContinentCardMap } from '../components/continent-card-map';
import { CatalogueSection } from '../components/catalogue-section';
import { DestinationCard } from '../components/destination-card';
import { POPULAR_DESTINATIONS } from '../data/home';

export { BUILD_ID as buildId } from '../build-id';

/** Home: the four continents with their book counts, each linking to its continent page. */
export function PopularDestinations() {
  return (
    <CatalogueSection
      tone="sand"
      title="Popular destinations"
      lead="Choose a continent and find the books that capture its places."
    >
      <Grid $min="230px" $count={POPULAR_DESTINATIONS.length}>
        {POPULAR_DESTINATIONS.map((destination) => (
          <DestinationCard key={destination.name} destination={destination} map={<ContinentCardMap destination={destination} />} />
        ))}
      </Grid>
    </CatalogueSection>
  );
}
