// Reads of unknown JSON that never throw: own properties only, so inherited keys never leak in.

/** A JSON path into the request, as diagnostics carry it. */
export type JsonPath = readonly (string | number)[];

/** An object's own value at `key`, or undefined (for non-objects, arrays and inherited keys too). */
export function own(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.hasOwn(value, key) ? (value as Readonly<Record<string, unknown>>)[key] : undefined;
}

/** Whether a value is an object that is not an array (what JSON calls an object). */
export function isJsonObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value usable as a lookup id: any finite number. */
export function asId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A string value, or undefined for anything else. */
export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An array value, or an empty array for anything else. */
export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}
