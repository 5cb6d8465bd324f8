import type { Ref } from 'react';
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

interface FormErrorProps {
  message: string | null;
  /** For the fields the error is about (their aria-describedby). */
  id: string;
  /** Focus comes here after an error that marks no field (hooks/use-focus-on-error.ts). */
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * The form's last error, beside the form (the toast says it too, but toasts go away). Always in the page, so
 * screen readers announce the text the moment it appears; empty, it takes no room. Focusable from script only
 * (tabIndex -1), so focus can be put on the news.
 */
export function FormError({ message, id, ref }: FormErrorProps) {
  return (
    <Alert role="alert" id={id} ref={ref} tabIndex={-1}>
      {message ?? ''}
    </Alert>
  );
}
