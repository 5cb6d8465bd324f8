import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Container, NotFoundPage, useAuth } from '@wanderpages/shared';
import { AuthPage } from './exposed/auth-page';
import { ChatWidget } from './exposed/chat-widget';
import { NewsletterSection } from './exposed/newsletter-section';

const Bar = styled.header`
  background: ${({ theme }) => theme.color.white};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  nav { display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space(4)}; padding: ${({ theme }) => theme.space(3)} 0; }
  nav > span { margin-left: auto; color: ${({ theme }) => theme.color.inkSoft}; }
`;

const Intro = styled(Container)`
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(6)};
`;

/** Stands in for the host's header during standalone development: enough to reach both routes. */
function DevHeader() {
  const { status, user } = useAuth();
  return (
    <Bar>
      <Container>
        <nav aria-label="Main">
          <Link to="/">Engagement home</Link>
          <Link to="/auth">Sign in page</Link>
          <span>{status === 'signed-in' ? `Signed in as ${user?.email ?? ''}` : status === 'loading' ? '' : 'Signed out'}</span>
        </nav>
      </Container>
    </Bar>
  );
}

function HomeSections() {
  return (
    <main>
      <Intro>
        <h1>Wanderpages engagement (standalone)</h1>
        <p>The newsletter section and the chat widget, as the host's home page shows them.</p>
      </Intro>
      <NewsletterSection />
      <ChatWidget />
    </main>
  );
}

/** The remote on its own port (`npm run dev -w @wanderpages/remote-engagement`), for its team. */
export function StandaloneApp() {
  return (
    <>
      <DevHeader />
      <Routes>
        <Route index element={<HomeSections />} />
        <Route path="auth/*" element={<AuthPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
