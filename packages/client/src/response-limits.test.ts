// maxResponseBytes against hostile loopback servers: an endless answer, a Content-Length over the limit,
// compression bombs (gzip, deflate, br: some 16 KiB that inflates to 16 MiB, limit 1 MiB), an error
// answer that is too large. The error names the limit; reading stops near it (the server sees the
// client go away long before it wrote everything).
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { createClient, PATHS } from './client.js';
import { HttpError, InvalidResponseError, MAX_RESPONSE_ISSUES, NetworkError, ResponseTooLargeError, StatusFalseError } from './errors.js';
import { useLoopbacks, writeRepeatedly } from './loopback.test-support.js';
import { rejection } from './sandbox.test-support.js';

const MiB = 1024 * 1024;
const serve = useLoopbacks();

const client = (url: string, maxResponseBytes?: number) => createClient({ baseUrl: url, apiKey: 'key-1234567890', retries: 0, maxResponseBytes });

/**
 * 16 MiB of spaces inside a JSON array: valid JSON, so only the limit can refuse it. Sixteen times the
 * limit is bomb enough (reading stops under half of it); compressing more only costs the test time.
 */
const BOMB_SIZE = 16 * MiB;
const bombText = (): Buffer => Buffer.concat([Buffer.from('['), Buffer.alloc(BOMB_SIZE - 2, 0x20), Buffer.from(']')]);

describe('maxResponseBytes', () => {
  test('an endless answer stops at the limit with ResponseTooLargeError naming it, not a network error', async () => {
    let written: Promise<number> | undefined;
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      written = writeRepeatedly(response, Buffer.alloc(64 * 1024, 0x20), 256 * MiB);
    });
    const error = await rejection(client(server.url, MiB).getLanguages());
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 200, limitBytes: MiB, operation: `GET ${PATHS.languages}` });
    expect((error as ResponseTooLargeError).receivedBytes).toBeGreaterThan(MiB);
    expect((error as ResponseTooLargeError).receivedBytes).toBeLessThan(2 * MiB);
    expect((error as Error).message).toContain('maxResponseBytes (1048576 bytes)');
    // The client dropped the connection: the server could not write anywhere near 256 MiB.
    expect(await written).toBeLessThan(64 * MiB);
  });

  test('a Content-Length over the limit is refused before reading', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * MiB) });
      response.end(Buffer.alloc(2 * MiB, 0x20));
    });
    const error = await rejection(client(server.url, MiB).getLanguages());
    expect(error).toMatchObject({ name: 'ResponseTooLargeError', receivedBytes: 0, limitBytes: MiB });
  });

  test('an answer of exactly the limit is read', async () => {
    const body = JSON.stringify({ status: true, data: [{ id: 1, name: 'English' }] });
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
    expect(await client(server.url, Buffer.byteLength(body)).getLanguages()).toEqual([{ id: 1, name: 'English', code: null }]);
    expect((await rejection(client(server.url, Buffer.byteLength(body) - 1).getLanguages())) as Error).toBeInstanceOf(ResponseTooLargeError);
  });

  test.each([
    ['gzip', (data: Buffer) => gzipSync(data, { level: 9 })],
    ['deflate', (data: Buffer) => deflateSync(data, { level: 9 })],
    ['br', (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })],
  ])('a %s bomb (16 MiB inflated) is cut at the limit counting inflated bytes', async (encoding, compress) => {
    const compressed = compress(bombText());
    expect(compressed.length).toBeLessThan(MiB); // The compressed answer alone is under the limit.
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding, 'content-length': String(compressed.length) });
      response.end(compressed);
    });
    const error = await rejection(client(server.url, MiB).getLanguages());
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).receivedBytes).toBeLessThan(8 * MiB);
  });

  test('a compressed answer under the limit is inflated and read', async () => {
    const body = gzipSync(JSON.stringify({ status: true, data: [{ id: 7, name: 'Hindi', code: 'hi' }] }));
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(body);
    });
    expect(await client(server.url).getLanguages()).toEqual([{ id: 7, name: 'Hindi', code: 'hi' }]);
  });

  test('an error answer that is too large is ResponseTooLargeError with its status', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      void writeRepeatedly(response, Buffer.alloc(64 * 1024, 0x41), 8 * MiB);
    });
    expect(await rejection(client(server.url, MiB).getLanguages())).toMatchObject({ name: 'ResponseTooLargeError', status: 500 });
  });

  test('the default limit is 8 MiB and a bad one is refused at once', () => {
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', maxResponseBytes: 0 })).toThrow(/maxResponseBytes/);
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', maxResponseBytes: 1.5 })).toThrow(TypeError);
  });
});

describe('an error answer within the limit', () => {
  test('is kept in the HttpError cut to a size (long strings, many values), its own message kept', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: false, message: 'boom', detail: 'x'.repeat(200_000), rows: Array.from({ length: 5_000 }, (_, index) => ({ index })) }));
    });
    const error = await rejection(client(server.url).getLanguages());
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe(`GET ${PATHS.languages} failed with HTTP 400: boom`);
    const body = (error as HttpError).body as { status: boolean; message: string; detail: string; rows: unknown[] };
    expect(body).toMatchObject({ status: false, message: 'boom' });
    expect(body.detail).toBe(`${'x'.repeat(10_000)}…`);
    // At most a thousand values in all: the top level's four, then the rows breadth first.
    let values = 0;
    const stack: unknown[] = [body];
    while (stack.length > 0) {
      const value = stack.pop();
      if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) { values += 1; stack.push(inner); }
    }
    expect(values).toBeLessThanOrEqual(1_000);
    expect(body.rows.length).toBeGreaterThan(0);
  });

  test('a status: false answer is kept in the StatusFalseError cut to the same size (found by QA: kept whole)', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: false, message: 'nope', data: Array.from({ length: 50_000 }, () => 'x') }));
    });
    const error = await rejection(client(server.url).getLanguages());
    expect(error).toBeInstanceOf(StatusFalseError);
    const body = (error as StatusFalseError).body as { status: boolean; message: string; data: unknown[] };
    expect(body).toMatchObject({ status: false, message: 'nope' });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThan(1_000);
  });
});

describe('an answer of the wrong shape', () => {
  test('keeps its first 100 issues and counts them all (found by QA: 800,000 issues held the event loop 12.7 s)', async () => {
    const entries = 5_000;
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: true, data: Array.from({ length: entries }, () => ({})) }));
    });
    const error = await rejection(client(server.url).getLanguages());
    expect(error).toBeInstanceOf(InvalidResponseError);
    const { issues, issueCount, message } = error as InvalidResponseError;
    expect(issues).toHaveLength(MAX_RESPONSE_ISSUES);
    expect(issueCount).toBeGreaterThanOrEqual(entries);
    expect(message).toContain(`(and ${String(issueCount - 3)} more)`);
    expect(issues[0]?.path.slice(0, 2)).toEqual(['data', 0]);
  });
});
