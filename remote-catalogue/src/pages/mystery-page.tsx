import { Grid } from '@wanderpages/shared';
import { BookGrid } from '../components/book-card';
import { CatalogueSection } from '../components/catalogue-section';
import { PlaceCardMap } from '../components/place-card-map';
import { DestinationCard } from '../components/destination-card';
import { BACK_HOME, PageFrame } from '../components/page-frame';
import { StructuredData } from '../components/structured-data';
import { TopicCard } from '../components/topic-card';
import { GENRES, MYSTERY } from '../data/genres';
import { bookListThing } from '../data/schema-org';

/** The section of the page that shows its books: its heading, and the name of their list for search engines. */
const BOOKS_TITLE = 'Featured mystery books';

/** docs/product/screens.md#genre-pages, Mystery: six books, three destination-themed cards, four sub-genres. */
export function MysteryPage() {
  const genre = GENRES.mystery;
  return (
    <PageFrame
      title={genre.name}
      eyebrow="Genre"
      lead={MYSTERY.intro}
      gradient={genre.gradient}
      back={BACK_HOME}
      trail={[{ label: 'Genres' }, { label: genre.name }]}
    >
      <CatalogueSection title={BOOKS_TITLE} lead="Six crime classics where the setting is a suspect too.">
        <BookGrid ids={MYSTERY.bookIds} />
        <StructuredData data={bookListThing(BOOKS_TITLE, MYSTERY.bookIds)} />
      </CatalogueSection>
      <CatalogueSection tone="sand" title="Mysteries by destination" lead="Where fictional detectives do their best work.">
        <Grid $min="250px" $count={MYSTERY.destinations.length}>
          {MYSTERY.destinations.map((destination) => (
            <DestinationCard key={destination.name} destination={destination} map={<PlaceCardMap destination={destination} />} />
          ))}
        </Grid>
      </CatalogueSection>
      <CatalogueSection title="Mystery sub-genres" lead="Find the kind of mystery that suits your trip.">
        <Grid $min="230px" $count={MYSTERY.subGenres.length}>
          {MYSTERY.subGenres.map((topic) => (
            <TopicCard key={topic.name} topic={topic} />
          ))}
        </Grid>
      </CatalogueSection>
    </PageFrame>
  );
}
