// What an error keeps of an answer's body: an `HttpError`'s and a `StatusFalseError`'s body is logged by
// services, so it is cut to a size however large the answer (up to `maxResponseBytes`) was.
import { cutText } from '@templint/core/internal';

/** The largest body text, or string of a parsed body, kept in an error (characters). */
const MAX_ERROR_BODY = 10_000;

/** The most values of a parsed body kept in an error (strings are cut like a text body). */
const MAX_ERROR_BODY_VALUES = 1_000;

/** A string of an error body cut to `MAX_ERROR_BODY` characters, with an ellipsis when cut. */
export function cutBody(text: string): string {
  return text.length > MAX_ERROR_BODY ? `${cutText(text, MAX_ERROR_BODY)}…` : text;
}

/**
 * A parsed error body cut to a size: each string to `MAX_ERROR_BODY` characters and at most
 * `MAX_ERROR_BODY_VALUES` values in all, breadth first (the top-level `message` and `status` stay);
 * what is cut off is left out. Never recursive, so a deep body costs no stack; an array is read only as far
 * as the values kept (found by QA: `Object.entries` of a 4-million-value array took 677 MB and 4 s first).
 */
export function boundedBody(body: unknown): unknown {
  if (typeof body === 'string') return cutBody(body);
  if (typeof body !== 'object' || body === null) return body;
  let budget = MAX_ERROR_BODY_VALUES;
  const copyOf = (value: object): Record<string, unknown> | unknown[] => (Array.isArray(value) ? [] : {});
  const root = copyOf(body);
  const queue: [from: object, to: Record<string, unknown> | unknown[]][] = [[body, root]];
  for (let index = 0; index < queue.length && budget > 0; index += 1) {
    const [from, to] = queue[index] ?? [{}, {}];
    for (const [key, value] of entriesOf(from)) {
      if (budget <= 0) break;
      budget -= 1;
      let kept: unknown = value;
      if (typeof value === 'string') kept = cutBody(value);
      else if (typeof value === 'object' && value !== null) {
        kept = copyOf(value);
        queue.push([value, kept as Record<string, unknown> | unknown[]]);
      }
      if (Array.isArray(to)) to.push(kept);
      else Object.defineProperty(to, key, { value: kept, enumerable: true, writable: true, configurable: true });
    }
  }
  return root;
}

/** A value's own entries, one at a time: an array by index, an object by its own keys. */
function* entriesOf(value: object): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) yield [String(index), value[index] as unknown];
    return;
  }
  for (const key in value) if (Object.hasOwn(value, key)) yield [key, (value as Record<string, unknown>)[key]];
}
