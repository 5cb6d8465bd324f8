import styled from 'styled-components';
import { Grid } from '@wanderpages/shared';
import { BookGrid } from '../components/book-card';
import { BookTitles } from '../components/book-titles';
import { CatalogueSection } from '../components/catalogue-section';
import { Disclosure } from '../components/disclosure';
import { BACK_HOME, PageFrame } from '../components/page-frame';
import { StructuredData } from '../components/structured-data';
import { TopicCard } from '../components/topic-card';
import { BOOKS } from '../data/books';
import { GENRES, LITERARY_FICTION } from '../data/genres';
import { bookListThing } from '../data/schema-org';

const Path = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  li { margin-bottom: ${({ theme }) => theme.space(3)}; }
`;

/** The section of the page that shows its books: its heading, and the name of their list for search engines. */
const BOOKS_TITLE = 'Featured literary fiction';

/** docs/product/screens.md#genre-pages, Literary Fiction: six books, three themes, four styles, Get Reading Recommendations. */
export function LiteraryFictionPage() {
  const genre = GENRES['literary-fiction'];
  return (
    <PageFrame
      title={genre.name}
      eyebrow="Genre"
      lead={LITERARY_FICTION.intro}
      gradient={genre.gradient}
      back={BACK_HOME}
      trail={[{ label: 'Genres' }, { label: genre.name }]}
    >
      <CatalogueSection title={BOOKS_TITLE} lead="Six novels where a place becomes part of the story.">
        <BookGrid ids={LITERARY_FICTION.bookIds} />
        <StructuredData data={bookListThing(BOOKS_TITLE, LITERARY_FICTION.bookIds)} />
      </CatalogueSection>
      <CatalogueSection tone="sand" title="Themes" lead="What these novels keep coming back to.">
        <Grid $min="250px" $count={LITERARY_FICTION.themes.length}>
          {LITERARY_FICTION.themes.map((theme) => (
            <TopicCard key={theme.name} topic={theme}>
              <BookTitles ids={theme.bookIds} />
            </TopicCard>
          ))}
        </Grid>
      </CatalogueSection>
      <CatalogueSection title="Styles" lead="Four ways of writing a place into a novel.">
        <Grid $min="230px" $count={LITERARY_FICTION.styles.length}>
          {LITERARY_FICTION.styles.map((style) => (
            <TopicCard key={style.name} topic={style} />
          ))}
        </Grid>
      </CatalogueSection>
      <CatalogueSection
        tone="sand"
        title="Your reading path"
        lead="Not sure where to start? We have put the six books above into an order that builds from quiet to epic."
      >
        {/* The spec shows the button but not what it does: it reveals this curated path, in place. */}
        <Disclosure label="Get Reading Recommendations" hideLabel="Hide Reading Recommendations">
          <h3>A literary journey in six books</h3>
          <Path>
            {LITERARY_FICTION.readingPath.map(({ bookId, why }) => (
              <li key={bookId}>
                <cite>{BOOKS[bookId].title}</cite> by {BOOKS[bookId].author} — {why}
              </li>
            ))}
          </Path>
        </Disclosure>
      </CatalogueSection>
    </PageFrame>
  );
}
