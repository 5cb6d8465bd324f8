import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** A row of chips that wraps: in-page navigation, nearest pages, filters. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.teal};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.white};
  color: ${({ theme }) => theme.color.tealDark};
  font-weight: 600;
  font-size: 0.95rem;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.tealSoft}; }
`;

/** A chip that goes to another page (a router link). */
export const ChipLink = styled(Link)`
  ${chip}
`;

/** A chip that jumps within the page (`href="#…"`). */
export const ChipAnchor = styled.a`
  ${chip}
`;
