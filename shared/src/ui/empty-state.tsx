import type { AriaRole, ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(5)};
  border: 1px dashed ${({ theme }) => theme.color.sandDeep};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.white};
  text-align: center;
  color: ${({ theme }) => theme.color.inkSoft};
  overflow-wrap: anywhere;
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  p:last-child { margin-bottom: 0; }
`;

const Title = styled.p`
  font: 700 1.15rem / 1.3 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.ink};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

interface EmptyStateProps {
  /** What is (not) there, in a few words. */
  title: ReactNode;
  /** What happens next, or what to do. */
  children?: ReactNode;
  /** A button or link that moves the visitor on. */
  action?: ReactNode;
  /** role="status" when the state replaces a list in place, so the change is announced. */
  role?: AriaRole;
}

/** "Nothing here yet": a list or panel with nothing to show, said the same way everywhere. */
export function EmptyState({ title, children, action, role }: EmptyStateProps) {
  return (
    <Box role={role}>
      <Title>{title}</Title>
      {typeof children === 'string' ? <p>{children}</p> : children}
      {action && <Actions>{action}</Actions>}
    </Box>
  );
}
