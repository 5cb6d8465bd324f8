import { useId } from 'react';
import styled from 'styled-components';
import { SIGNUP_SOURCES } from '@wanderpages/shared';
import type { SourceFilter } from '../api/signups-api';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 220px;
  min-width: 0;
  label { font-weight: 600; font-size: 0.95rem; }
  input, select {
    font: inherit;
    width: 100%;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.white};
    color: ${({ theme }) => theme.color.ink};
  }
`;

interface Props {
  search: string;
  source: SourceFilter;
  onSearchChange(value: string): void;
  onSourceChange(value: SourceFilter): void;
}

function isSourceFilter(value: string): value is SourceFilter {
  return value === 'all' || (SIGNUP_SOURCES as readonly string[]).includes(value);
}

/** Search by email and filter by source; both run on the server (the list may hold 100,000 rows). */
export function SignupFilters({ search, source, onSearchChange, onSourceChange }: Props) {
  const searchId = useId();
  const sourceId = useId();
  return (
    <Bar role="search">
      <Field>
        <label htmlFor={searchId}>Search by email</label>
        <input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={sourceId}>Source</label>
        <select
          id={sourceId}
          value={source}
          onChange={(event) => {
            if (isSourceFilter(event.target.value)) onSourceChange(event.target.value);
          }}
        >
          <option value="all">All sources</option>
          {SIGNUP_SOURCES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </Field>
    </Bar>
  );
}
