import { useId, type ReactNode } from 'react';
import { Container, Section, SectionLead, SectionTitle } from '@wanderpages/shared';

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
        <SectionTitle id={headingId}>{title}</SectionTitle>
        {lead ? <SectionLead>{lead}</SectionLead> : null}
        {children}
      </Container>
    </Section>
  );
}
