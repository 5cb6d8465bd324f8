import styled from 'styled-components';
import { SelectField, SIGNUP_SOURCES, TextField } from '@wanderpages/shared';
import type { SourceFilter } from '../api/signups-api';
import { sourceLabel } from '../content/source-labels';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  & > div { flex: 1 1 220px; }
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
  return (
    <Bar role="search">
      <TextField
        label="Search by email"
        type="search"
        value={search}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <SelectField
        label="Source"
        value={source}
        onChange={(event) => {
          if (isSourceFilter(event.target.value)) onSourceChange(event.target.value);
        }}
      >
        <option value="all">All sources</option>
        {SIGNUP_SOURCES.map((value) => (
          <option key={value} value={value}>
            {sourceLabel(value)}
          </option>
        ))}
      </SelectField>
    </Bar>
  );
}
