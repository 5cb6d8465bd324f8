/**
 * The first response of a page, as the edge serves it: its size on the wire (compressed, with the Accept-Encoding
 * Chromium sends) and decoded, and whether the page's own content is in it. Read with node:http, not fetch, because
 * fetch decodes the body and hides what crossed the wire.
 */
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface FirstHtml {
  variant: string;
  path: string;
  status: number;
  /** Content-Encoding of the response ('identity' when none). */
  encoding: string;
  /** Body bytes as sent (compressed), headers not included. */
  wireBytes: number;
  /** Body bytes decoded. */
  rawBytes: number;
  /** The page's marker text is in the HTML's text, outside scripts, styles and templates. */
  ownContent: boolean;
  marker: string;
}

/** What Chromium 156 sends for a navigation. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function fetchRaw(url: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING, accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, encoding: String(response.headers['content-encoding'] ?? 'identity'), body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer in 30 s`)));
  });
}

function decode(encoding: string, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'identity') return body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text a reader (or a crawler) gets from the HTML's body: the head (its <title> often repeats a heading),
 * scripts, styles, templates and tags removed, entities decoded, white space collapsed. Only painted text counts:
 * a marker in the title, an attribute or a script's JSON is not the page's content.
 */
function visibleText(html: string): string {
  return html
    .replace(/<head\b[^>]*>[\s\S]*?<\/head\s*>/i, ' ')
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ');
}

export async function measureFirstHtml(variant: string, baseUrl: string, path: string, marker: string): Promise<FirstHtml> {
  const { status, encoding, body } = await fetchRaw(new URL(path, baseUrl).href);
  const html = decode(encoding, body);
  return {
    variant,
    path,
    status,
    encoding,
    wireBytes: body.length,
    rawBytes: html.length,
    ownContent: visibleText(html.toString('utf8')).includes(marker),
    marker,
  };
}
