import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, TextField, useAuth } from '@wanderpages/shared';
import { signInForStandalone } from '../api/standalone-session-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 360px;
`;

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(12)};
`;

/** A bare sign-in for the standalone dev server (the site's real /auth page lives in remote-engagement). */
export function StandaloneSignIn() {
  const { status } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  if (status === 'signed-in') return <Navigate to="/newsletter-admin" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(await signInForStandalone(email, password));
  };

  return (
    <main>
      <Page>
        <h1>Sign in (standalone)</h1>
        <Form method="post" onSubmit={(event) => void submit(event)}>
          <TextField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Password" type="password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit">Sign In</Button>
          {message && <p role="alert">{message}</p>}
        </Form>
      </Page>
    </main>
  );
}
