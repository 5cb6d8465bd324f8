import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/errors';
import { send, sendJson } from '../http/respond';
import { decodePathSegment } from '../http/url';
import type { Mailbox, MailMessage } from './mailbox';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #e5e7eb}
a{color:#1d4ed8}.mail{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem}</style></head>
<body>${body}</body></html>`;
}

function listPage(messages: MailMessage[]): string {
  const rows = messages
    .slice()
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escape(new Date(m.created_at).toLocaleString('en-GB'))}</td><td>${escape(m.to)}</td>` +
        `<td><a href="/mailbox/${escape(m.id)}">${escape(m.subject)}</a></td></tr>`,
    )
    .join('');
  const table = messages.length === 0
    ? '<p>No emails yet. Sign up on the site and the confirmation email appears here.</p>'
    : `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
  return layout('Mailbox', `<h1>Mailbox</h1><p>Every email the embedded backend would send, newest first. JSON: <a href="/mailbox?format=json">/mailbox?format=json</a>.</p>${table}`);
}

function messagePage(m: MailMessage): string {
  return layout(
    m.subject,
    `<p><a href="/mailbox">← Mailbox</a></p><h1>${escape(m.subject)}</h1>` +
      `<p>To: ${escape(m.to)}<br>From: ${escape(m.from)}<br>Sent: ${escape(m.created_at)}</p><div class="mail">${m.html}</div>`,
  );
}

function wantsJson(req: IncomingMessage, url: URL): boolean {
  return url.searchParams.get('format') === 'json' || (req.headers.accept ?? '').includes('application/json');
}

/** GET /mailbox (HTML list or JSON array), GET /mailbox/<id> (one email, HTML or JSON). */
export function handleMailbox(mailbox: Mailbox, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const html = { 'Content-Type': 'text/html; charset=utf-8' };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { message: 'Method not allowed' });
    return;
  }
  const id = url.pathname.replace(/^\/mailbox\/?/, '');
  if (id === '') {
    if (wantsJson(req, url)) sendJson(res, 200, mailbox.list());
    else send(res, 200, listPage(mailbox.list()), html);
    return;
  }
  const message = mailbox.get(decodePathSegment(id, (text) => new HttpError(400, { message: text })));
  if (!message) {
    sendJson(res, 404, { message: 'No such email' });
    return;
  }
  if (wantsJson(req, url)) sendJson(res, 200, message);
  else send(res, 200, messagePage(message), html);
}
