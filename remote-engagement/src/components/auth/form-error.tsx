import styled from 'styled-components';

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.ink};
  overflow-wrap: anywhere;
  &:empty { display: none; }
`;

/**
 * The form's last error, beside the form (the toast says it too, but toasts go away). Always in the page, so
 * screen readers announce the text the moment it appears; empty, it takes no room.
 */
export function FormError({ message }: { message: string | null }) {
  return <Alert role="alert">{message ?? ''}</Alert>;
}
