import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Section, SectionLead, SectionTitle } from '@wanderpages/shared';

/**
 * A title with no lead under it keeps the lead's space before the content (shared's SectionTitle leaves only a
 * line's gap, for its lead), so a section reads the same with or without one.
 */
const TitleAlone = styled(SectionTitle)`
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

interface CatalogueSectionProps {
  title: string;
  lead?: string;
  tone?: 'paper' | 'sand';
  /** Anchor for in-page links (#featured-books on the home page). */
  id?: string;
  children: ReactNode;
}

/** A page section named by its h2, so landmarks and headings outline the page. */
export function CatalogueSection({ title, lead, tone = 'paper', id, children }: CatalogueSectionProps) {
  const headingId = useId();
  return (
    <Section $tone={tone} id={id} aria-labelledby={headingId}>
      <Container>
        {lead ? (
          <>
            <SectionTitle id={headingId}>{title}</SectionTitle>
            <SectionLead>{lead}</SectionLead>
          </>
        ) : (
          <TitleAlone id={headingId}>{title}</TitleAlone>
        )}
        {children}
      </Container>
    </Section>
  );
}
