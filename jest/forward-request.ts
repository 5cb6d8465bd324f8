import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request's body as text (the backend's bodies are JSON), or undefined when it has none. */
export async function requestBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
}

/**
 * For the tests' proxies in front of the embedded backend: sends `request` on to `url` with its headers (but its
 * Host and Connection) and `body`, and answers `response` with what came back, headers that no longer apply
 * (encoding, length) left out.
 */
export async function forwardRequest(request: IncomingMessage, response: ServerResponse, url: URL, body: string | undefined): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
  }
  const answer = await fetch(url, { method: request.method, headers, body });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
  });
  response.writeHead(answer.status, out);
  response.end(Buffer.from(await answer.arrayBuffer()));
}
