// Test support: one JSON value written with its object keys in another order, shared by the property
// tests of lintText and fixText (never shipped: see package.json "files").
import type { Json } from '@templint/core/testing';

/** The same value with every object's keys in an order given by the seed. */
export function reorder(value: Json, seed: number): Json {
  if (Array.isArray(value)) return value.map((item) => reorder(item, seed));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => hash(a, seed) - hash(b, seed));
  return Object.fromEntries(entries.map(([key, item]) => [key, reorder(item, seed)]));
}

function hash(text: string, seed: number): number {
  let h = seed | 0;
  for (let index = 0; index < text.length; index += 1) h = Math.imul(h ^ text.charCodeAt(index), 2654435761);
  return h;
}
