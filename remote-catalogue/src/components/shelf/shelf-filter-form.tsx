import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, SelectField, TextField } from '@wanderpages/shared';
import { BOOK_GENRES } from '../../data/book-genres';
import { CONTINENTS } from '../../data/continents';
import { REGIONS } from '../../data/regions';
import { findRegion } from '../../data/shelf';
import { isFiltered, parseShelfFilters, type ShelfField, type ShelfFilters } from '../../data/shelf-filters';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 190px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: end;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** The text search takes the form's whole first row; the lists share the next. */
const WideField = styled(TextField)`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  flex-wrap: wrap;
`;

const Reset = styled(Link)`
  color: ${({ theme }) => theme.color.terracottaDark};
  font-weight: 600;
`;

interface ShelfFilterFormProps {
  /** The filters as chosen: the text as typed (the URL has it trimmed). */
  filters: ShelfFilters;
  /** Applies filters (to the URL), naming the field that changed (none for a submission). */
  onApply(filters: ShelfFilters, field?: ShelfField): void;
}

/**
 * The shelf's filters as a GET form to /books: without JavaScript it submits and the URL carries the filters;
 * with it, a choice applies at once and typing searches as you go. Once a continent is chosen, the region list
 * offers only its regions, and choosing it drops a region that is not on it. A region does not choose its continent:
 * arrowing down the region list and back up to "All regions" leaves the shelf as it was, not on the last continent
 * passed.
 */
export function ShelfFilterForm({ filters, onApply }: ShelfFilterFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What a GET submission would put in the URL, read from the form's own fields.
    const { elements } = event.currentTarget;
    const value = (name: string) => (elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    onApply(parseShelfFilters(new URLSearchParams(['q', 'continent', 'region', 'genre'].map((name) => [name, value(name)])).toString()));
  }

  return (
    <Form method="get" action="/books" role="search" aria-label="Filter the shelf" onSubmit={submit}>
      <WideField
        label="Title, author or place"
        name="q"
        type="search"
        value={filters.q}
        placeholder="Try Kyoto, Murakami or mystery"
        onChange={(event) => onApply({ ...filters, q: event.target.value }, 'q')}
      />
      <SelectField
        label="Continent"
        name="continent"
        value={filters.continent ?? ''}
        onChange={(event) => {
          const continent = CONTINENTS.find((c) => c.slug === event.target.value)?.slug;
          const region = filters.region && (!continent || findRegion(filters.region).continent === continent) ? filters.region : undefined;
          onApply({ ...filters, continent, region }, 'continent');
        }}
      >
        <option value="">All continents</option>
        {CONTINENTS.map((continent) => (
          <option key={continent.slug} value={continent.slug}>
            {continent.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Region"
        name="region"
        value={filters.region ?? ''}
        onChange={(event) => {
          onApply({ ...filters, region: REGIONS.find((r) => r.slug === event.target.value)?.slug }, 'region');
        }}
      >
        <option value="">All regions</option>
        {CONTINENTS.filter((continent) => !filters.continent || continent.slug === filters.continent).map((continent) => (
          <optgroup key={continent.slug} label={continent.name}>
            {REGIONS.filter((region) => region.continent === continent.slug).map((region) => (
              <option key={region.slug} value={region.slug}>
                {region.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <SelectField
        label="Genre"
        name="genre"
        value={filters.genre ?? ''}
        onChange={(event) => onApply({ ...filters, genre: BOOK_GENRES.find((g) => g.slug === event.target.value)?.slug }, 'genre')}
      >
        <option value="">All genres</option>
        {BOOK_GENRES.map((genre) => (
          <option key={genre.slug} value={genre.slug}>
            {genre.name}
          </option>
        ))}
      </SelectField>
      <Actions>
        <Button type="submit">Show books</Button>
        {isFiltered({ ...filters, q: filters.q.trim() }) && <Reset to="/books">Reset filters</Reset>}
      </Actions>
    </Form>
  );
}
