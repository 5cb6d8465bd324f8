/**
 * The floor for the burst figure: an HTTP server that does nothing but read the body, parse it as JSON and answer
 * 201, in a process of its own (as the backend is). The same client against it shows what the machine, its
 * loopback and the client cost before any database work; on 2 cores that is a large share of a 250 ms p99.
 * Prints its port on stdout, then serves until killed.
 */
import http from 'node:http';

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(201, { 'content-range': '*/*' }).end();
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"body is not JSON"}');
    }
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`${address.port}\n`);
});

// Exit with the bench: its end of our stdin closes when it does, even if it is killed.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
