import { ButtonLink } from '@wanderpages/shared';
import styled from 'styled-components';
import { BookGrid } from '../components/book-card';
import { CatalogueSection } from '../components/catalogue-section';
import { PageFrame } from '../components/page-frame';
import { PageMap } from '../components/page-map';
import { StructuredData } from '../components/structured-data';
import { findContinent } from '../data/continents';
import type { Region } from '../data/regions';
import { bookListThing } from '../data/schema-org';

const More = styled.p`
  margin: ${({ theme }) => theme.space(10)} 0 0;
  text-align: center;
`;

const Wrapping = styled(ButtonLink)`
  white-space: normal;
  text-align: center;
`;

/** docs/product/screens.md#region-pages: a back link to the region's continent, a hero and the region's books. */
export function RegionPage({ region }: { region: Region }) {
  const continent = findContinent(region.continent);
  const back = `/destinations/${continent.slug}`;
  const booksTitle = `Books set in ${region.name}`;
  return (
    <PageFrame
      title={region.name}
      eyebrow={`${region.country} · ${continent.name}`}
      lead={region.intro}
      gradient={region.gradient}
      back={{ to: back, label: `Back to ${continent.name}` }}
      trail={[{ label: 'Destinations' }, { label: continent.name, to: back }, { label: region.name }]}
      illustration={
        <PageMap continent={continent.slug} places={[region.slug]} shade label={`Map of ${continent.name} with ${region.name} marked`} />
      }
    >
      <CatalogueSection
        title={booksTitle}
        lead={`${region.bookIds.length} books that capture ${region.name}: novels, memoirs and more.`}
      >
        <BookGrid ids={region.bookIds} />
        <StructuredData data={bookListThing(booksTitle, region.bookIds)} />
        <More>
          <Wrapping to={back} $variant="secondary">
            More destinations in {continent.inSentence}
          </Wrapping>
        </More>
      </CatalogueSection>
    </PageFrame>
  );
}
