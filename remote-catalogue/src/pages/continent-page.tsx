import { Grid } from '@wanderpages/shared';
import { BookGrid } from '../components/book-card';
import { CatalogueSection } from '../components/catalogue-section';
import { PlaceCardMap } from '../components/place-card-map';
import { DestinationCard } from '../components/destination-card';
import { BACK_HOME, PageFrame } from '../components/page-frame';
import { PageMap } from '../components/page-map';
import type { Continent } from '../data/continents';
import { placeSlugOf } from '../data/place-slug';

/** docs/product/screens.md#continent-pages: Back Home, a hero, six featured books and the region cards. */
export function ContinentPage({ continent }: { continent: Continent }) {
  const names = continent.regions.map((region) => region.name);
  const label = `Map of ${continent.name} with ${names.slice(0, -1).join(', ')} and ${names.at(-1)} marked`;
  return (
    <PageFrame
      title={continent.name}
      eyebrow={continent.tagline}
      lead={continent.intro}
      gradient={continent.gradient}
      back={BACK_HOME}
      trail={`Destinations · ${continent.name}`}
      illustration={<PageMap continent={continent.slug} places={continent.regions.map(placeSlugOf)} label={label} />}
    >
      <CatalogueSection
        title={`Featured books from ${continent.inSentence}`}
        lead={`Six books that carry you into ${continent.inSentence}, chosen by our editors.`}
      >
        <BookGrid ids={continent.featuredBookIds} />
      </CatalogueSection>
      <CatalogueSection
        tone="sand"
        title={`Popular destinations in ${continent.inSentence}`}
        lead="Pick a region to see the books that capture it."
      >
        <Grid $min="250px">
          {continent.regions.map((destination) => (
            <DestinationCard key={destination.name} destination={destination} map={<PlaceCardMap destination={destination} />} />
          ))}
        </Grid>
      </CatalogueSection>
    </PageFrame>
  );
}
