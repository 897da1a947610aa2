import type { JsonEdit } from '../diagnostic.js';

/**
 * Applies JSON-path edits to a copy of a JSON value and returns the copy; the input is never changed.
 * Containers along each edited path are copied; everything else is shared. An edit whose path does not
 * lead through objects and arrays is skipped.
 */
export function applyEdits(value: unknown, edits: readonly JsonEdit[]): unknown {
  let result = value;
  for (const edit of edits) result = applyEdit(result, edit);
  return result;
}

function applyEdit(root: unknown, edit: JsonEdit): unknown {
  if (edit.path.length === 0) return edit.op === 'set' ? edit.value : root;
  const copy = copyContainer(root);
  if (copy === undefined) return root;
  let parent: Record<string | number, unknown> | unknown[] = copy;
  for (const key of edit.path.slice(0, -1)) {
    const child = copyContainer((parent as Record<string | number, unknown>)[key]);
    if (child === undefined) return root;
    (parent as Record<string | number, unknown>)[key] = child;
    parent = child;
  }
  const last = edit.path.at(-1);
  if (last === undefined) return root;
  if (Array.isArray(parent)) {
    if (typeof last !== 'number') return root;
    if (edit.op === 'insert') parent.splice(last, 0, edit.value);
    else if (edit.op === 'remove') parent.splice(last, 1);
    else if (edit.op === 'set') parent[last] = edit.value;
    return copy;
  }
  const object = parent;
  if (edit.op === 'set' || edit.op === 'insert') {
    Object.defineProperty(object, last, { value: edit.value, writable: true, enumerable: true, configurable: true });
  } else if (edit.op === 'remove') {
    Reflect.deleteProperty(object, last);
  } else if (Object.hasOwn(object, last)) {
    // Rename keeps the member's place among its siblings.
    const entries = Object.entries(object).map(([key, item]): [string, unknown] => [key === String(last) ? edit.key : key, item]);
    for (const key of Object.keys(object)) Reflect.deleteProperty(object, key);
    for (const [key, item] of entries) Object.defineProperty(object, key, { value: item, writable: true, enumerable: true, configurable: true });
  }
  return copy;
}

/** A shallow copy of an object or array (own keys only, `__proto__` kept as a plain key); else undefined. */
function copyContainer(value: unknown): Record<string, unknown> | unknown[] | undefined {
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (typeof value !== 'object' || value === null) return undefined;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, { value: (value as Record<string, unknown>)[key], writable: true, enumerable: true, configurable: true });
  }
  return copy;
}
