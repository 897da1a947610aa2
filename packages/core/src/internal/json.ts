// Safe reads of unknown JSON: own properties only, so `__proto__` or inherited keys never leak in.

export type JsonObject = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `value`, read by the caller as `object.key` with the key written literally (so the engine caches the
 * read per call site, several times faster than one shared lookup for every key), when it is the
 * object's own property. Only a found value needs the check, and only when the object is not a plain
 * one: the spec's keys are not properties of Object.prototype, so a plain object's value is its own.
 */
export function ownValue(object: JsonObject, value: unknown, key: string): unknown {
  if (value === undefined || Object.getPrototypeOf(object) === Object.prototype) return value;
  return Object.hasOwn(object, key) ? value : undefined;
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
 * Length of a value's JSON text, counting at most `cap` characters so huge or deeply nested values
 * cost no more than the limit they are checked against. Iterative: deep nesting cannot overflow.
 */
export function boundedJsonLength(value: unknown, cap: number): number {
  let length = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && length <= cap) {
    const item = stack.pop();
    if (typeof item === 'string') length += item.length + 2;
    else if (Array.isArray(item)) {
      length += 2 + Math.max(0, item.length - 1);
      for (let index = item.length - 1; index >= 0; index -= 1) stack.push(item[index]);
    } else if (isObject(item)) {
      const keys = Object.keys(item);
      length += 2 + Math.max(0, keys.length - 1);
      for (const key of keys) {
        length += key.length + 3;
        stack.push(item[key]);
      }
    } else length += String(item).length;
  }
  return length;
}
