import { readdirSync, readFileSync } from 'node:fs';

const EXAMPLES = new URL('../../../../examples/valid/', import.meta.url);

/** The repository's valid examples (one per template kind), by file name. */
export function validExamples(): ReadonlyMap<string, unknown> {
  const examples = new Map<string, unknown>();
  for (const file of readdirSync(EXAMPLES).filter((name) => name.endsWith('.json')).sort()) {
    examples.set(file, JSON.parse(readFileSync(new URL(file, EXAMPLES), 'utf8')));
  }
  return examples;
}

/** Reads the request at a JSON path (undefined when the path leads nowhere). */
export function at(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** Every path of a JSON value, the value's own first. */
export function allPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...allPaths(item, [...prefix, index])));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) paths.push(...allPaths(item, [...prefix, key]));
  return paths;
}

/** A copy of `value` with the value at `path` replaced (the path's last key added when absent). */
export function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return (value as unknown[]).map((item, index) => (index === key ? replaceAt(item, rest, replacement) : item));
  if (typeof value === 'object' && value !== null) return { ...value, [key]: replaceAt((value as Record<string, unknown>)[key], rest, replacement) };
  return value;
}

/** Freezes a value and everything in it, so any write throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
