import styled from 'styled-components';
import { Grid } from '@wanderpages/shared';
import { BookGrid } from '../components/book-card';
import { BookTitles } from '../components/book-titles';
import { CatalogueSection } from '../components/catalogue-section';
import { Columns } from '../components/columns';
import { PlaceCardMap } from '../components/place-card-map';
import { DestinationCard } from '../components/destination-card';
import { BACK_HOME, PageFrame } from '../components/page-frame';
import { StructuredData } from '../components/structured-data';
import { TopicCard } from '../components/topic-card';
import { GENRES, HISTORY } from '../data/genres';
import { bookListThing } from '../data/schema-org';

const Points = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.inkSoft};
  li { margin-bottom: ${({ theme }) => theme.space(1)}; }
`;

/** The section of the page that shows its books: its heading, and the name of their list for search engines. */
const BOOKS_TITLE = 'Featured history books';

/** docs/product/screens.md#genre-pages, History: six books, three periods, four destinations, two writing types with lists. */
export function HistoryPage() {
  const genre = GENRES.history;
  return (
    <PageFrame
      title={genre.name}
      eyebrow="Genre"
      lead={HISTORY.intro}
      gradient={genre.gradient}
      back={BACK_HOME}
      trail={[{ label: 'Genres' }, { label: genre.name }]}
    >
      <CatalogueSection title={BOOKS_TITLE} lead="Six histories to read before you walk through the past.">
        <BookGrid ids={HISTORY.bookIds} />
        <StructuredData data={bookListThing(BOOKS_TITLE, HISTORY.bookIds)} />
      </CatalogueSection>
      <CatalogueSection tone="sand" title="Time periods" lead="Travel through the centuries as well as the map.">
        <Grid $min="250px" $count={HISTORY.periods.length}>
          {HISTORY.periods.map((period) => (
            <TopicCard key={period.name} topic={period}>
              <BookTitles ids={period.bookIds} />
            </TopicCard>
          ))}
        </Grid>
      </CatalogueSection>
      <CatalogueSection title="Historical destinations" lead="Cities where history is written into every stone.">
        <Grid $min="230px" $count={HISTORY.destinations.length}>
          {HISTORY.destinations.map((destination) => (
            <DestinationCard key={destination.name} destination={destination} map={<PlaceCardMap destination={destination} />} />
          ))}
        </Grid>
      </CatalogueSection>
      <CatalogueSection tone="sand" title="Types of history writing" lead="Two ways into the past, and what each does best.">
        <Columns $count={HISTORY.writingTypes.length} $from="md">
          {HISTORY.writingTypes.map((type) => (
            <TopicCard key={type.name} topic={type}>
              <Points>
                {type.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </Points>
            </TopicCard>
          ))}
        </Columns>
      </CatalogueSection>
    </PageFrame>
  );
}
