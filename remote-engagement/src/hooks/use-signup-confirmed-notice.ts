import { useEffect } from 'react';
import { notify, useAuth } from '@wanderpages/shared';
import { signupConfirmedToast } from '../content/messages';
import { claimConfirmationNotice, justConfirmedBySignupLink } from '../auth/signup-confirmation';

/**
 * The sign-up confirmation link lands on the home page (docs/product/calls.md#data: the email redirect is the site's origin),
 * signed in. This says so: "Email confirmed" naming the address, once. In an effect, so the section's HTML and
 * its first render in the browser stay identical.
 */
export function useSignupConfirmedNotice(): void {
  const { status, user } = useAuth();
  useEffect(() => {
    if (status !== 'signed-in' || !user?.email) return;
    if (!justConfirmedBySignupLink(user)) return;
    if (claimConfirmationNotice(user.id)) notify(signupConfirmedToast(user.email));
  }, [status, user]);
}
