import styled from 'styled-components';

/**
 * `$count` equal columns from the `$from` breakpoint up, one card under another below it: for a small set whose
 * cards need the width, where shared's Grid (balanced, or auto-fill for a set of two) would make them narrow (three
 * poems on a tablet, about 170 px a card) or leave part of the row empty (two kinds of history writing on a desktop).
 */
export const Columns = styled.div<{ $count: number; $from: 'md' | 'lg' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme, $from }) => theme.breakpoint[$from]}) {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  }
`;
