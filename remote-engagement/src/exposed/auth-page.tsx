import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth, useDocumentTitle, warmSupabase } from '@wanderpages/shared';
import { AuthForm } from '../components/auth/auth-form';
import { useAuthForm } from '../hooks/use-auth-form';

export { BUILD_ID as buildId } from '../build-id';

const Main = styled.main`
  background: ${({ theme }) => theme.color.sand};
  padding: ${({ theme }) => theme.space(14)} ${({ theme }) => theme.space(4)};
`;

const Card = styled.div`
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space(5)};
  }
  h1 { font-size: 1.9rem; text-align: center; }
`;

const Lead = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.inkSoft};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Switch = styled.button`
  display: block;
  margin: ${({ theme }) => theme.space(5)} auto 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.teal};
  font: 500 0.95rem / 1.4 ${({ theme }) => theme.font.body};
  text-decoration: underline;
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.color.muted}; cursor: not-allowed; }
`;

/**
 * /auth (spec §2): sign in or sign up with email and password. A signed-in visitor has nothing to do here
 * and goes to the home page; while the auth state is loading nothing is decided and the form waits.
 */
export function AuthPage() {
  const auth = useAuth();
  const { mode, busy, toggleMode, submit } = useAuthForm();
  const signingIn = mode === 'sign-in';
  useDocumentTitle(signingIn ? 'Sign in' : 'Sign up');
  // Whoever opens this page is about to sign in or up: load the client now, not on submit.
  useEffect(warmSupabase, []);

  if (auth.status === 'signed-in') return <Navigate to="/" replace />;

  return (
    <Main>
      <Card>
        <h1>{signingIn ? 'Sign in to Wanderpages' : 'Join Wanderpages'}</h1>
        <Lead>
          {signingIn
            ? 'Pick up where your reading journey left off.'
            : 'Create an account to keep track of the books that capture your favourite places.'}
        </Lead>
        <AuthForm
          mode={mode}
          busy={busy}
          disabled={auth.status === 'loading'}
          onSubmit={(email, password) => void submit(email, password)}
        />
        <Switch type="button" onClick={toggleMode} disabled={busy}>
          {signingIn ? "Don't have an account? Sign up" : 'Already have an account? Sign in'}
        </Switch>
      </Card>
    </Main>
  );
}
