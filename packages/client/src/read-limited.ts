// Reads a response body up to a byte limit, counting bytes as `fetch` hands them over, that is after it
// inflated a gzip, deflate or br body: a small compressed answer that inflates past the limit is cut off
// there, not inflated whole. Linear: each chunk is decoded once and the parts joined at the end.
// Decoded as UTF-8 only (RFC 8259 §8.1: JSON between systems is UTF-8): a body in another encoding is
// reported, not turned into U+FFFD without a word.

/** The body limit when none is given: 8 MiB (the largest lookup answer seen is a few KB). */
export const DEFAULT_MAX_RESPONSE_BYTES: number = 8 * 1024 * 1024;

/** The whole body as text, or how far reading got before the limit. */
export type LimitedBody =
  /** `utf8` false: some bytes were not UTF-8, and `text` has U+FFFD in their place (fit to show, not to use). */
  | { readonly kind: 'text'; readonly text: string; readonly utf8: boolean }
  | { readonly kind: 'too-large'; readonly receivedBytes: number };

/** Reads `response`'s body as UTF-8 text, stopping (and cancelling the stream) past `limit` bytes. */
export async function readLimited(response: Response, limit: number): Promise<LimitedBody> {
  // An unencoded body that says it is too large is refused without reading a byte of it.
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (response.headers.get('content-encoding') === null && declared > limit) {
    cancel(response.body);
    return { kind: 'too-large', receivedBytes: 0 };
  }
  if (response.body === null) return { kind: 'text', text: '', utf8: true };
  const reader = response.body.getReader();
  // A fatal decoder throws at the first byte that is not UTF-8; from there a lenient one decodes the rest,
  // so an error answer's body can still be shown.
  let decoder = new TextDecoder('utf-8', { fatal: true });
  let utf8 = true;
  const decode = (chunk?: Uint8Array): string => {
    const options = { stream: chunk !== undefined };
    try {
      return decoder.decode(chunk, options);
    } catch {
      utf8 = false;
      decoder = new TextDecoder();
      return decoder.decode(chunk, options);
    }
  };
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
    parts.push(decode(value));
  }
  parts.push(decode());
  return { kind: 'text', text: parts.join(''), utf8 };
}

/** Drops a body that will not be read, so its connection is freed. */
export function cancel(body: ReadableStream<Uint8Array> | null): void {
  body?.cancel().catch(() => undefined);
}
