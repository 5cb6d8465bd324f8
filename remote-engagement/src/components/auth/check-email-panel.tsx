import { useEffect, useRef } from 'react';
import { AUTH_TEXTS } from '../../content/messages';
import { AuthFrame, AuthNote, TextButton } from './auth-card';

interface Props {
  heading: string;
  body: string;
  hint?: string;
  onBack(): void;
}

/**
 * What replaces a form once an email is on its way (sign-up confirmation, password reset): it stays until the
 * visitor leaves, names the address, and offers the way back. Focus moves to its heading, so keyboard and
 * screen-reader users land on the news.
 */
export function CheckEmailPanel({ heading, body, hint, onBack }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <AuthFrame title={heading} titleProps={{ ref: headingRef, tabIndex: -1, id: 'check-email-heading' }} lead={<p role="status">{body}</p>}>
      <section aria-labelledby="check-email-heading">
        {hint && <AuthNote>{hint}</AuthNote>}
        <TextButton type="button" onClick={onBack}>
          {AUTH_TEXTS.backToSignIn}
        </TextButton>
      </section>
    </AuthFrame>
  );
}
