import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)};
`;

export const Section = styled.section<{ $tone?: 'paper' | 'sand' | 'teal' }>`
  padding: ${({ theme }) => theme.space(14)} 0;
  background: ${({ theme, $tone = 'paper' }) =>
    $tone === 'sand' ? theme.color.sand : $tone === 'teal' ? theme.color.tealDark : theme.color.paper};
  color: ${({ theme, $tone }) => ($tone === 'teal' ? theme.color.white : 'inherit')};
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const SectionLead = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.inkSoft};
  max-width: 640px;
  margin: 0 auto ${({ theme }) => theme.space(10)};
`;

/** Responsive card grid; `$min` is the narrowest a card may get before the grid wraps. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '240px' }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

/** A white card on the page; `$padding` (in theme.space steps) for cards whose content is not its own layout. */
export const Card = styled.article<{ $padding?: number }>`
  ${({ theme, $padding }) => ($padding === undefined ? '' : `padding: ${theme.space($padding)};`)}
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
