import type { ServerResponse } from 'node:http';

export type Headers = Record<string, string>;

/** Sends a JSON body (nothing for 204, headers only for HEAD) with the given status and headers. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  send(res, status, text, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function send(res: ServerResponse, status: number, text: string, headers: Headers = {}): void {
  if (res.headersSent) return;
  const all: Headers = { ...headers };
  if (status === 204) {
    delete all['Content-Type'];
    res.writeHead(204, all);
    res.end();
    return;
  }
  const buffer = Buffer.from(text, 'utf8');
  res.writeHead(status, { ...all, 'Content-Length': String(buffer.length) });
  res.end(res.req.method === 'HEAD' ? undefined : buffer);
}
