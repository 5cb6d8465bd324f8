import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, PageBand } from '@wanderpages/shared';

const Body = styled(Container)`
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(16)};
  max-width: 900px;
  h2 { margin-top: ${({ theme }) => theme.space(10)}; font-size: 1.5rem; }
  & > h2:first-child { margin-top: 0; }
`;

/** The frame of the host's own pages: shared's page band (breadcrumb, title, lead), then readable-width content. */
export function PageShell({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main>
      <PageBand title={title} lead={lead} trail={[{ label: 'Home', to: '/' }, { label: title }]} narrow />
      <Body>{children}</Body>
    </main>
  );
}
