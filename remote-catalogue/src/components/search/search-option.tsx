import styled from 'styled-components';
import type { CatalogueSearchKind } from '@wanderpages/shared';
import type { ComboboxOption } from '../../hooks/use-search-combobox';

const KIND_LABEL: Record<CatalogueSearchKind, string> = { book: 'Book', region: 'Region', continent: 'Continent', genre: 'Genre' };

const Option = styled.li<{ $selected: boolean; $all: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space(2.5)};
  align-items: baseline;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  background: ${({ theme, $selected }) => ($selected ? theme.color.tealSoft : 'transparent')};
  outline: ${({ theme, $selected }) => ($selected ? `2px solid ${theme.color.teal}` : 'none')};
  outline-offset: -2px;
  border-top: ${({ theme, $all }) => ($all ? `1px solid ${theme.color.line}` : 'none')};
  &:hover { background: ${({ theme }) => theme.color.sand}; }
`;

const Kind = styled.span`
  grid-row: span 2;
  min-width: 4.6em;
  font-size: 0.7rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.tealDark};
`;

const Title = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.inkSoft};
`;

interface SearchOptionProps {
  id: string;
  option: ComboboxOption;
  selected: boolean;
  onPick(): void;
  /** The pointer moved over it: it becomes the active option. */
  onPoint(): void;
}

/** One option: what it is (book, region…), its title, and the line that tells it apart. */
export function SearchOption({ id, option, selected, onPick, onPoint }: SearchOptionProps) {
  return (
    <Option id={id} role="option" aria-selected={selected} $selected={selected} $all={Boolean(option.all)} onClick={onPick} onMouseMove={selected ? undefined : onPoint}>
      <Kind>{option.all ? 'Shelf' : KIND_LABEL[option.kind]}</Kind>
      <Title>{option.title}</Title>
      <Detail>{option.detail}</Detail>
    </Option>
  );
}
