// Test support: a throwaway HTTP server on 127.0.0.1 with a handler of the test's own (a hostile server),
// which counts the requests it gets and the bytes it writes. Never shipped (package.json "files").
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export interface Loopback {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Requests received, as `METHOD /path`, with their body text and authorization header. */
  readonly requests: { readonly line: string; readonly body: string; readonly authorization: string | undefined }[];
  close(): Promise<void>;
}

/** Starts a server whose handler gets each request after its body was read. */
export async function startLoopback(handler: (request: IncomingMessage, response: ServerResponse, body: string) => void): Promise<Loopback> {
  const requests: Loopback['requests'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ line: `${request.method ?? ''} ${request.url ?? ''}`, body, authorization: request.headers.authorization });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * Writes `chunk` again and again until `total` bytes went out or the client went away; resolves to the
 * bytes written (so a test can see the client stopped reading early).
 */
export function writeRepeatedly(response: ServerResponse, chunk: Buffer, total: number): Promise<number> {
  return new Promise((resolve) => {
    let written = 0;
    const done = (): void => {
      resolve(written);
    };
    response.once('close', done);
    const pump = (): void => {
      while (written < total) {
        written += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      response.end();
    };
    pump();
  });
}

/**
 * A handler that never answers: `onRequest` runs when a request is in, and `hungUp` resolves when the
 * client drops the connection of the first one (it gave up waiting, or its caller aborted).
 */
export function neverAnswering(onRequest: () => void = () => undefined): { readonly handler: Parameters<typeof startLoopback>[0]; readonly hungUp: Promise<void> } {
  let hangUp = (): void => undefined;
  const hungUp = new Promise<void>((resolve) => {
    hangUp = resolve;
  });
  return {
    handler: (_request, response) => {
      response.once('close', hangUp);
      onRequest();
    },
    hungUp,
  };
}

/**
 * A `serve(handler)` for one test file: each server it starts is closed after the test that started it.
 * Call it at the top of the file.
 */
export function useLoopbacks(): (handler: Parameters<typeof startLoopback>[0]) => Promise<Loopback> {
  const servers: Loopback[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (handler) => {
    const server = await startLoopback(handler);
    servers.push(server);
    return server;
  };
}
