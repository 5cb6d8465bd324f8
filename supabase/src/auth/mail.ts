import type { AuthContext } from './context';

/** The link in an email: GET /auth/v1/verify with the raw token, its type and where to go afterwards. */
export function verifyLink(ctx: AuthContext, token: string, type: string, redirectTo: string): string {
  const params = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.externalUrl}/auth/v1/verify?${params.toString()}`;
}

const MAIL_COPY: Record<string, { subject: string; lead: string; action: string }> = {
  signup: { subject: 'Confirm Your Signup', lead: 'Follow this link to confirm your user:', action: 'Confirm your mail' },
  recovery: { subject: 'Reset Your Password', lead: 'Follow this link to reset the password for your user:', action: 'Reset Password' },
  email_change: { subject: 'Confirm Email Change', lead: 'Follow this link to confirm the update of your email:', action: 'Change Email' },
};

/** "Sends" an email with one link: it goes to the mailbox (and the console). */
export function sendLink(ctx: AuthContext, to: string, type: string, link: string): void {
  const copy = MAIL_COPY[type] ?? { subject: type, lead: 'Follow this link:', action: 'Open' };
  const escaped = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  ctx.mailbox.send({
    to,
    subject: copy.subject,
    type,
    text: `${copy.lead}\n${link}\n`,
    html: `<h2>${copy.subject}</h2><p>${copy.lead}</p><p><a href="${escaped}">${copy.action}</a></p>`,
    links: [link],
  });
}
