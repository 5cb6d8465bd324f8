import styled from 'styled-components';
import type { NewsletterSignup } from '@wanderpages/shared';
import { formatDateTime } from '../content/display-formats';
import { sourceLabel } from '../content/source-labels';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  &:last-child { border-bottom: 0; }
`;

const Email = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
  min-width: 0;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 0.9rem;
  /* Beside the email, the source takes the width of the longest ("From: Home page form"): the dates line up. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) { & > :last-child { min-width: 11.5em; } }
`;

/** An address that must wrap (a phone) breaks after its "@" before anywhere else: not "…@example.co" / "m". */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * docs/product/screens.md#newsletter-admin: the email, the date and time of creation (viewer's time zone), and "From:" the
 * source, in words ("Home page form"); the stored value stays in the CSV.
 */
export function SignupRow({ signup }: { signup: NewsletterSignup }) {
  // Focusable from script only (not a Tab stop): signup-list.tsx puts the focus on a row when Load more goes.
  return (
    <Item tabIndex={-1}>
      <Email>
        <EmailText email={signup.email} />
      </Email>
      <Meta>
        <time dateTime={signup.created_at}>{formatDateTime(signup.created_at)}</time>
        <span>From: {sourceLabel(signup.source)}</span>
      </Meta>
    </Item>
  );
}
