import { useState } from 'react';
import styled from 'styled-components';
import { Button, notify, PRIVATE_VIEW, useAuth } from '@wanderpages/shared';
import { PrefetchLink } from '../federation/prefetch-link';

const Email = styled.span`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 0.9rem;
  max-width: 200px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Account = styled.div<{ $pending: boolean }>`
  ${({ $pending }) => ($pending ? "html[data-session='stored'] & { visibility: hidden; }" : '')}
`;

/**
 * docs/product/screens.md#home header, the account: "Sign in" signed out; the user's email and "Sign out" signed in.
 * While the auth state loads, "Sign in" too: that is the page's HTML, and most visitors are signed out; the start
 * gate marks a stored session on <html>, which hides the link until the account is known (src/gate/index.ts).
 */
export function HeaderAccount({ className }: { className?: string }) {
  const { status, user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      notify({ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setSigningOut(false);
    }
  }

  if (status === 'signed-in' && user) {
    return (
      <div className={className} {...PRIVATE_VIEW}>
        <Email title={user.email}>{user.email}</Email>
        <Button $variant="secondary" $size="sm" onClick={handleSignOut} disabled={signingOut}>
          Sign out
        </Button>
      </div>
    );
  }
  return (
    <Account className={className} $pending={status === 'loading'}>
      <PrefetchLink to="/auth">Sign in</PrefetchLink>
    </Account>
  );
}
