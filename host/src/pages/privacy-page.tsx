import { useDocumentTitle } from '@wanderpages/shared';
import { PageShell } from './page-shell';

/** docs/product/screens.md#privacy: the static policy, dated January 2024. */
export function PrivacyPage() {
  useDocumentTitle(
    'Privacy Policy',
    'What Wanderpages stores when you subscribe to the newsletter or create an account, how we use it, and how to unsubscribe or have your data deleted.',
  );
  return (
    <PageShell title="Privacy Policy" lead="Last updated: January 2024">
      <h2>What we collect</h2>
      <p>
        When you subscribe to our newsletter we store your email address, where you signed up (the home page form or
        our chat assistant) and when. When you create an account we store your email address and a securely hashed
        password through our hosting provider&apos;s authentication service.
      </p>
      <h2>How we use it</h2>
      <p>
        We use your email address only to send the newsletter you asked for and to let you sign in. We do not sell or
        rent your information, and we do not send it to advertisers.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        If you sign in, your session is kept in your browser&apos;s local storage so that you stay signed in. We do
        not use advertising or tracking cookies.
      </p>
      <h2>Your choices</h2>
      <p>
        You can unsubscribe at any time using the link in any newsletter, or ask us to delete your data by writing to
        hello@wanderpages.com. We will confirm deletion within 30 days.
      </p>
      <h2>Contact</h2>
      <p>Questions about this policy can be sent to hello@wanderpages.com.</p>
    </PageShell>
  );
}
