import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@wanderpages/shared';

const Top = styled.div`
  background: ${({ theme }) => theme.color.sand};
  padding: ${({ theme }) => theme.space(16)} 0 ${({ theme }) => theme.space(12)};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
`;

const Lead = styled.p`
  font-size: 1.15rem;
  color: ${({ theme }) => theme.color.inkSoft};
  max-width: 680px;
  margin: 0;
`;

const Body = styled(Container)`
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(16)};
  max-width: 900px;
  h2 { margin-top: ${({ theme }) => theme.space(10)}; font-size: 1.5rem; }
`;

/** The frame of the host's static pages: a titled band, then readable-width content. */
export function PageShell({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main>
      <Top>
        <Container style={{ maxWidth: '900px' }}>
          <h1>{title}</h1>
          {lead && <Lead>{lead}</Lead>}
        </Container>
      </Top>
      <Body>{children}</Body>
    </main>
  );
}
