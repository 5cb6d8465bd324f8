import styled from 'styled-components';

/** The text field every form of this remote uses. */
export const TextInput = styled.input`
  width: 100%;
  min-width: 0;
  padding: 0.7rem 0.95rem;
  border: 1px solid ${({ theme }) => theme.color.inkSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.white};
  color: ${({ theme }) => theme.color.ink};
  font: 1rem / 1.4 ${({ theme }) => theme.font.body};
  &::placeholder { color: ${({ theme }) => theme.color.muted}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  &:disabled { background: ${({ theme }) => theme.color.sand}; }
`;

export const FieldLabel = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
`;
