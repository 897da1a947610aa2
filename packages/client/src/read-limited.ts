// Reads a response body up to a byte limit, counting bytes as `fetch` hands them over, that is after it
// inflated a gzip, deflate or br body: a small compressed answer that inflates past the limit is cut off
// there, not inflated whole. Linear: each chunk is decoded once and the parts joined at the end.

/** The body limit when none is given: 8 MiB (the largest lookup answer seen is a few KB). */
export const DEFAULT_MAX_RESPONSE_BYTES: number = 8 * 1024 * 1024;

/** The whole body as text, or how far reading got before the limit. */
export type LimitedBody = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'too-large'; readonly receivedBytes: number };

/** Reads `response`'s body as UTF-8 text, stopping (and cancelling the stream) past `limit` bytes. */
export async function readLimited(response: Response, limit: number): Promise<LimitedBody> {
  // An unencoded body that says it is too large is refused without reading a byte of it.
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (response.headers.get('content-encoding') === null && declared > limit) {
    cancel(response.body);
    return { kind: 'too-large', receivedBytes: 0 };
  }
  if (response.body === null) return { kind: 'text', text: '' };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      reader.cancel().catch(() => undefined);
      return { kind: 'too-large', receivedBytes: received };
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return { kind: 'text', text: parts.join('') };
}

/** Drops a body that will not be read, so its connection is freed. */
export function cancel(body: ReadableStream<Uint8Array> | null): void {
  body?.cancel().catch(() => undefined);
}
