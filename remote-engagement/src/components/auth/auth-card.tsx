import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, PageBand } from '@wanderpages/shared';

const Body = styled(Container)`
  max-width: 900px;
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const FormCard = styled(Card)`
  max-width: 480px;
  padding: ${({ theme }) => theme.space(8)};
  overflow: visible;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

interface AuthFrameProps {
  /** The page's h1, in shared's page band. */
  title: string;
  /** The sentence under it (a status text when it reports what just happened). */
  lead?: ReactNode;
  /** For the h1: a ref and tabIndex={-1} where focus moves to the news. */
  titleProps?: ComponentPropsWithRef<'h1'>;
  children: ReactNode;
}

/** The frame of every /auth page: shared's page band (Home / Account, the h1, the lead), then one white card. */
export function AuthFrame({ title, lead, titleProps, children }: AuthFrameProps) {
  return (
    <main>
      <PageBand title={title} lead={lead} titleProps={titleProps} trail={[{ label: 'Home', to: '/' }, { label: 'Account' }]} narrow />
      <Body>
        <FormCard as="div">{children}</FormCard>
      </Body>
    </main>
  );
}

/** A button that reads as a link: the mode toggle, "Forgot password?", "Back to sign in". */
export const TextButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.target.comfortable};
  margin-top: ${({ theme }) => theme.space(5)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.teal};
  font: 500 0.95rem / 1.4 ${({ theme }) => theme.font.body};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.color.muted}; cursor: not-allowed; }
`;

/** A paragraph in the card under the form (the check-your-email hint). */
export const AuthNote = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  overflow-wrap: anywhere;
`;
