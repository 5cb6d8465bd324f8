import { createServer } from 'node:net';

/** A backend address nobody answers at: a local port bound by the OS, then released. Connections to it are refused. */
export function unreachableBackendUrl(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(`http://127.0.0.1:${port}`));
    });
  });
}
