import { Grid } from '@wanderpages/shared';
import { BookGrid } from '../components/book-card';
import { CatalogueSection } from '../components/catalogue-section';
import { DestinationCard } from '../components/destination-card';
import { BACK_HOME, PageFrame } from '../components/page-frame';
import type { Continent } from '../data/continents';

/** docs/product/screens.md#continent-pages: Back Home, a hero, six featured books and the region cards. */
export function ContinentPage({ continent }: { continent: Continent }) {
  return (
    <PageFrame
      title={continent.name}
      eyebrow={continent.tagline}
      lead={continent.intro}
      gradient={continent.gradient}
      back={BACK_HOME}
      trail={`Destinations · ${continent.name}`}
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
            <DestinationCard key={destination.name} destination={destination} />
          ))}
        </Grid>
      </CatalogueSection>
    </PageFrame>
  );
}
