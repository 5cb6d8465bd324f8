import styled from 'styled-components';
import { ChipAnchor, ChipList, Container } from '@wanderpages/shared';

export interface InPageTarget {
  id: string;
  label: string;
}

const Strip = styled.nav`
  padding: ${({ theme }) => theme.space(4)} 0;
  background: ${({ theme }) => theme.color.paper};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

const Label = styled.h2`
  margin: 0;
  font: 700 0.8rem / 1.2 ${({ theme }) => theme.font.body};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.inkSoft};
`;

/**
 * "On this page": chips that jump to the page's sections and to each region card, so a long continent page
 * (Europe's twelve regions are most of a phone's scrolling) can be crossed in one tap. Plain #anchors: they work
 * in the page's HTML before any script, and the global scroll padding keeps the target clear of the sticky header.
 */
export function InPageNav({ targets }: { targets: readonly InPageTarget[] }) {
  return (
    <Strip aria-labelledby="in-page-nav-title">
      <Row>
        <Label id="in-page-nav-title">On this page</Label>
        <ChipList>
          {targets.map((target) => (
            <li key={target.id}>
              <ChipAnchor href={`#${target.id}`}>{target.label}</ChipAnchor>
            </li>
          ))}
        </ChipList>
      </Row>
    </Strip>
  );
}

/** "Route 66" → "region-route-66": the anchor of a region's card on its continent's page. */
export function regionAnchor(name: string): string {
  return `region-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}
