import styled from 'styled-components';
import { Grid } from '@wanderpages/shared';
import { BookGrid } from '../components/book-card';
import { CatalogueSection } from '../components/catalogue-section';
import { Columns } from '../components/columns';
import { PlaceCardMap } from '../components/place-card-map';
import { DestinationCard } from '../components/destination-card';
import { Disclosure } from '../components/disclosure';
import { BACK_HOME, PageFrame } from '../components/page-frame';
import { StructuredData } from '../components/structured-data';
import { PoemCard } from '../components/poem-card';
import { TopicCard } from '../components/topic-card';
import { GENRES } from '../data/genres';
import { bookListThing } from '../data/schema-org';
import { POEM_EXCERPTS, POETRY } from '../data/poetry';

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  li { margin-bottom: ${({ theme }) => theme.space(3)}; }
`;

/** The section of the page that shows its books: its heading, and the name of their list for search engines. */
const BOOKS_TITLE = 'Poetry collections';

/** docs/product/screens.md#genre-pages, Poetry: three poem excerpts, six collections, three regions, four styles, the guide. */
export function PoetryPage() {
  const genre = GENRES.poetry;
  return (
    <PageFrame
      title={genre.name}
      eyebrow="Genre"
      lead={POETRY.intro}
      gradient={genre.gradient}
      back={BACK_HOME}
      trail={[{ label: 'Genres' }, { label: genre.name }]}
    >
      <CatalogueSection title="Featured poems" lead="Three public-domain poems and the places that inspired them.">
        <Columns $count={POEM_EXCERPTS.length} $from="lg">
          {POEM_EXCERPTS.map((poem) => (
            <PoemCard key={poem.title} poem={poem} />
          ))}
        </Columns>
      </CatalogueSection>
      <CatalogueSection tone="sand" title={BOOKS_TITLE} lead="Six collections that map a landscape in verse.">
        <BookGrid ids={POETRY.collectionIds} />
        <StructuredData data={bookListThing(BOOKS_TITLE, POETRY.collectionIds)} />
      </CatalogueSection>
      <CatalogueSection title="Poetic regions" lead="Places that have inspired poets for centuries.">
        <Grid $min="250px" $count={POETRY.regions.length}>
          {POETRY.regions.map((destination) => (
            <DestinationCard key={destination.name} destination={destination} map={<PlaceCardMap destination={destination} />} />
          ))}
        </Grid>
      </CatalogueSection>
      <CatalogueSection tone="sand" title="Poetry styles" lead="Four forms that travel well.">
        <Grid $min="230px" $count={POETRY.styles.length}>
          {POETRY.styles.map((style) => (
            <TopicCard key={style.name} topic={style} />
          ))}
        </Grid>
      </CatalogueSection>
      <CatalogueSection title="Read poetry aloud" lead="Place-poetry was written for the ear. Our short guide helps you hear it.">
        {/* The spec shows the button but not what it does: it opens this guide in place. */}
        <Disclosure label="Poetry Reading Guide" hideLabel="Hide Poetry Reading Guide">
          <h3>How to read a place-poem aloud</h3>
          <Steps>
            {POETRY.readingGuide.map(({ step, detail }) => (
              <li key={step}>
                <strong>{step}.</strong> {detail}
              </li>
            ))}
          </Steps>
        </Disclosure>
      </CatalogueSection>
    </PageFrame>
  );
}
