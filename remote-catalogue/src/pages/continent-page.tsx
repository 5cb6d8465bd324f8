import styled from 'styled-components';
import { Grid } from '@wanderpages/shared';
import { BookGrid } from '../components/book-card';
import { CatalogueSection } from '../components/catalogue-section';
import { PlaceCardMap } from '../components/place-card-map';
import { DestinationCard } from '../components/destination-card';
import { InPageNav, regionAnchor } from '../components/in-page-nav';
import { BACK_HOME, PageFrame } from '../components/page-frame';
import { PageMap } from '../components/page-map';
import { StructuredData } from '../components/structured-data';
import type { Continent } from '../data/continents';
import { bookListThing } from '../data/schema-org';
import { placeSlugOf } from '../data/place-slug';

/** A region card's anchor: a grid cell that stretches its card, so the row of cards keeps one height. */
const Anchor = styled.div`
  display: grid;
`;

/**
 * docs/product/screens.md#continent-pages: Back Home, a hero, six featured books and the region cards; "On this page"
 * chips jump to the books and to each region.
 */
export function ContinentPage({ continent }: { continent: Continent }) {
  const names = continent.regions.map((region) => region.name);
  const label = `Map of ${continent.name} with ${names.slice(0, -1).join(', ')} and ${names.at(-1)} marked`;
  const booksTitle = `Featured books from ${continent.inSentence}`;
  return (
    <PageFrame
      title={continent.name}
      eyebrow={continent.tagline}
      lead={continent.intro}
      gradient={continent.gradient}
      back={BACK_HOME}
      trail={[{ label: 'Destinations' }, { label: continent.name }]}
      illustration={<PageMap continent={continent.slug} places={continent.regions.map(placeSlugOf)} label={label} />}
    >
      <InPageNav
        targets={[
          { id: 'featured', label: 'Featured books' },
          ...continent.regions.map((region) => ({ id: regionAnchor(region.name), label: region.name })),
        ]}
      />
      <CatalogueSection id="featured" title={booksTitle} lead={`Six books that carry you into ${continent.inSentence}, chosen by our editors.`}>
        <BookGrid ids={continent.featuredBookIds} />
        <StructuredData data={bookListThing(booksTitle, continent.featuredBookIds)} />
      </CatalogueSection>
      <CatalogueSection
        id="regions"
        tone="sand"
        title={`Popular destinations in ${continent.inSentence}`}
        lead="Pick a region to see the books that capture it."
      >
        <Grid $min="250px" $count={continent.regions.length}>
          {continent.regions.map((destination) => (
            <Anchor key={destination.name} id={regionAnchor(destination.name)}>
              <DestinationCard destination={destination} map={<PlaceCardMap destination={destination} />} />
            </Anchor>
          ))}
        </Grid>
      </CatalogueSection>
    </PageFrame>
  );
}
