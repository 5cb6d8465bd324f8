import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Container, NotFoundPage, useAuth } from '@wanderpages/shared';
import { AdminDashboard } from './exposed/admin-dashboard';
import { StandaloneSignIn } from './standalone/standalone-sign-in';

const Bar = styled.div`
  background: ${({ theme }) => theme.color.tealDark};
  color: ${({ theme }) => theme.color.white};
  padding: ${({ theme }) => theme.space(2)} 0;
  font-size: 0.9rem;
  a { color: ${({ theme }) => theme.color.white}; }
`;

const Home = styled(Container)`
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(12)};
`;

function StandaloneBar() {
  const { user, signOut } = useAuth();
  return (
    <Bar>
      <Container>
        remote-admin, standalone · <Link to="/newsletter-admin">Newsletter admin</Link> ·{' '}
        {user ? (
          <>
            {user.email}{' '}
            <button type="button" onClick={() => void signOut()}>
              Sign out
            </button>
          </>
        ) : (
          <Link to="/auth">Sign in</Link>
        )}
      </Container>
    </Bar>
  );
}

function StandaloneHome() {
  return (
    <main>
      <Home>
        <h1>Wanderpages admin remote</h1>
        <p>
          This is the admin team&apos;s remote running on its own. The host site mounts the same dashboard at{' '}
          <Link to="/newsletter-admin">/newsletter-admin</Link>.
        </p>
      </Home>
    </main>
  );
}

/** The admin remote on its own port: the exposed dashboard at its real path, plus a bare sign-in for testing. */
export function StandaloneApp() {
  return (
    <>
      <StandaloneBar />
      <Routes>
        <Route path="/" element={<StandaloneHome />} />
        <Route path="/newsletter-admin" element={<AdminDashboard />} />
        <Route path="/auth" element={<StandaloneSignIn />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
