/**
 * An app's `fetch` served on a real socket of 127.0.0.1 in this process (for tests that need a socket: client
 * addresses, streams a client hangs up on), closed by `close()`. For the real server in a child process, see
 * server-process.test-kit.ts.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface SocketServer {
  baseUrl: string;
  close(): Promise<void>;
}

export function serveOnSocket(fetch: (request: Request) => Response | Promise<Response>): Promise<SocketServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        baseUrl: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      }),
    );
  });
}
