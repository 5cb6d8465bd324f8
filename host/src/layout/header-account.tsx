import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, notify, PRIVATE_VIEW, STORED_SESSION, useAuth } from '@wanderpages/shared';
import { PrefetchLink } from '../federation/prefetch-link';
import { useFocusHandover } from './use-focus-handover';

const Email = styled.span`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 0.9rem;
  max-width: 200px;
  min-width: 4em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Account = styled.div<{ $pending: boolean }>`
  ${({ $pending }) => ($pending ? `${STORED_SESSION} & { visibility: hidden; }` : '')}
`;

/**
 * docs/product/screens.md#home header, the account: "Sign in" signed out; the user's email and "Sign out" signed in.
 * While the auth state loads, "Sign in" too: that is the page's HTML, and most visitors are signed out; the start
 * gate marks a stored session on <html>, which hides the link until the account is known (src/gate/index.ts).
 *
 * Sign out is never disabled while it works (a disabled button loses the focus): aria-disabled, and a second press
 * does nothing. Once signed out, "Sign in" takes its place and the focus the button had, and `onSignedOut` lets the
 * header say so. So whenever the account changes, here or in another tab: the control that replaces the one
 * with the focus takes it (the browser would drop it on <body>).
 */
export function HeaderAccount({ className, onSignedOut }: { className?: string; onSignedOut?(): void }) {
  const { status, user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const inFlight = useRef(false);
  const signedIn = status === 'signed-in' && user !== null;
  const control = useFocusHandover(signedIn);

  async function handleSignOut() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSigningOut(true);
    try {
      await signOut();
      onSignedOut?.();
    } catch {
      notify({ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setSigningOut(false);
    }
  }

  if (signedIn) {
    return (
      <div className={className} {...PRIVATE_VIEW}>
        <Email title={user.email}>{user.email}</Email>
        <Button ref={control} $variant="secondary" $size="sm" onClick={handleSignOut} aria-disabled={signingOut || undefined}>
          Sign out
        </Button>
      </div>
    );
  }
  return (
    <Account className={className} $pending={status === 'loading'}>
      <PrefetchLink ref={control} to="/auth">
        Sign in
      </PrefetchLink>
    </Account>
  );
}
