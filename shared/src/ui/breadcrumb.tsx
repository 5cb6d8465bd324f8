import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (the page itself) has none. */
  to?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(1)}; }
`;

/** Links and text take the band's colour, so one breadcrumb reads on a light band and on a dark one. */
const CrumbLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.target.comfortable};
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 3px;
  &:hover { text-decoration-thickness: 2px; }
`;

const Separator = styled.span`
  opacity: 0.7;
`;

/** "Home / Asia / Tokyo": where the page sits. A nav landmark named Breadcrumb, the page itself aria-current. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <List>
        {items.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {index > 0 && <Separator aria-hidden="true">/</Separator>}
            {crumb.to ? (
              <CrumbLink to={crumb.to}>{crumb.label}</CrumbLink>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.target.comfortable};
  color: inherit;
  font-weight: 700;
  text-decoration: none;
  &:hover span:last-child { text-decoration: underline; text-underline-offset: 3px; }
`;

export interface BackTarget {
  to: string;
  label: string;
}

/** "← Back Home", "← Back to Asia": the one way back up, a link named by its words (the arrow is decoration). */
export function BackLink({ to, label }: BackTarget) {
  return (
    <Back to={to}>
      <span aria-hidden="true">←</span>
      <span>{label}</span>
    </Back>
  );
}
