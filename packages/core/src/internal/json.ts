// Safe reads of unknown JSON: own properties only, so `__proto__` or inherited keys never leak in.

export type JsonObject = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object as the model reads it: a plain object (what JSON.parse makes) itself, any other object (null
 * prototype, class instance) as a plain copy of its own enumerable properties. Either way a direct read
 * `object.key` finds only the request's own value (the spec's keys are not properties of
 * Object.prototype), and the engine caches such a read per call site, several times faster than one
 * shared keyed lookup.
 */
export function asPlainObject(value: unknown): JsonObject | undefined {
  if (!isObject(value)) return undefined;
  return Object.getPrototypeOf(value) === Object.prototype ? value : { ...value };
}

/** The JSON type name of a value, as messages show it. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'non-finite number';
  return typeof value;
}

/** A value usable as a lookup id: any finite number (a fractional one simply matches no entry). */
export function asId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Length of a value's JSON text in code points (as every other length: an emoji is 1), counting at most
 * `cap` characters so huge or deeply nested values cost no more than the limit they are checked against.
 * Iterative: deep nesting cannot overflow.
 */
export function boundedJsonLength(value: unknown, cap: number): number {
  let length = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && length <= cap) {
    const item = stack.pop();
    if (typeof item === 'string') length += boundedCodePoints(item, cap - length + 1) + 2;
    else if (Array.isArray(item)) {
      length += 2 + Math.max(0, item.length - 1);
      for (let index = item.length - 1; index >= 0; index -= 1) stack.push(item[index]);
    } else if (isObject(item)) {
      const keys = Object.keys(item);
      length += 2 + Math.max(0, keys.length - 1);
      for (const key of keys) {
        // A key in code points too: `{"🎉":1}` is 8 characters, as `["🎉"]` is 5.
        length += boundedCodePoints(key, cap - length + 1) + 3;
        stack.push(item[key]);
      }
    } else length += String(item).length;
  }
  return length;
}

/** Code points of a text, counting no further than `cap` of them (a surrogate pair is one). */
function boundedCodePoints(text: string, cap: number): number {
  let count = 0;
  for (let index = 0; index < text.length && count < cap; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    count += 1;
  }
  return count;
}
