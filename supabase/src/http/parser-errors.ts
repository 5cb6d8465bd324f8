import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser refused, as a status and a sentence a person can act on. */
function describe(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        message: 'The address or the headers of this request are longer than this server accepts (16 KB in all).',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request did not arrive in time. Please try again.' };
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request could not be read as HTTP.' };
  }
}

export type ParserErrorBody = (status: number, message: string) => { contentType: string; text: string };

const plainText: ParserErrorBody = (_status, message) => ({ contentType: 'text/plain; charset=utf-8', text: `${message}\n` });

/**
 * A request Node's parser refuses (a request line and headers over 16 KB, a malformed request, one that never
 * finishes arriving) is answered with a sentence, in the server's own format, instead of Node's default: the
 * status with an empty body. As Node's own handler does, the answer is written only while no response on the
 * connection has started (the bytes would land inside it: a client that sent a body without a length gets its
 * first answer, not ours after it), and the connection is then destroyed: the stream cannot be trusted.
 */
export function explainParserErrors(server: Server, body: ParserErrorBody = plainText): Server {
  const answering = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    answering.set(req.socket, res);
    res.once('finish', () => {
      if (answering.get(req.socket) === res) answering.delete(req.socket);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code !== 'ECONNRESET' && socket.writable && !answering.get(socket)?.headersSent) {
      const { status, reason, message } = describe(error.code);
      const { contentType, text } = body(status, message);
      socket.write(
        [
          `HTTP/1.1 ${status} ${reason}`,
          `Content-Type: ${contentType}`,
          `Content-Length: ${Buffer.byteLength(text)}`,
          'X-Content-Type-Options: nosniff',
          'Cache-Control: no-store',
          'Connection: close',
          '',
          text,
        ].join('\r\n'),
      );
    }
    socket.destroy();
  });
  return server;
}
