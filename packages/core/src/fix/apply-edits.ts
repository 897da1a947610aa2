import type { JsonEdit } from '../diagnostic.js';

/**
 * Applies JSON-path edits to a copy of a JSON value and returns the copy; the input is never changed.
 * Containers along each edited path are copied; everything else is shared. An edit whose path does not
 * lead through objects and arrays is skipped.
 */
export function applyEdits(value: unknown, edits: readonly JsonEdit[]): unknown {
  // The containers this call has copied: a later edit changes them in place, so a container that many
  // edits go through (the rows of a text) is copied once, not once for each edit.
  const copies = new WeakSet<object>();
  let result = value;
  for (const edit of edits) result = applyEdit(result, edit, copies);
  return result;
}

type Container = Record<string | number, unknown> | unknown[];

function applyEdit(root: unknown, edit: JsonEdit, copies: WeakSet<object>): unknown {
  if (edit.path.length === 0) return edit.op === 'set' ? edit.value : root;
  const own = (value: unknown): Container | undefined => (typeof value === 'object' && value !== null && copies.has(value) ? (value as Container) : copyContainer(value));
  // The containers along the path, each as this call's own copy; none is put in place until the whole
  // path is known to lead through containers, so a skipped edit changes nothing.
  const copy = own(root);
  if (copy === undefined) return root;
  const chain: Container[] = [copy];
  let parent: Container = copy;
  for (const key of edit.path.slice(0, -1)) {
    const child = own((parent as Record<string | number, unknown>)[key]);
    if (child === undefined) return root;
    chain.push(child);
    parent = child;
  }
  const last = edit.path.at(-1);
  if (last === undefined) return root;
  if (Array.isArray(parent)) {
    if (typeof last !== 'number') return root;
    putInPlace(chain, edit.path, copies);
    if (edit.op === 'insert') parent.splice(last, 0, edit.value);
    else if (edit.op === 'remove') parent.splice(last, 1);
    else if (edit.op === 'set') parent[last] = edit.value;
    return copy;
  }
  putInPlace(chain, edit.path, copies);
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

/** Puts each container of the chain in its parent at the path's key, and keeps it as this call's own copy. */
function putInPlace(chain: readonly Container[], path: JsonEdit['path'], copies: WeakSet<object>): void {
  chain.forEach((container, index) => {
    copies.add(container);
    const key = path[index - 1];
    const parent = chain[index - 1];
    if (parent !== undefined && key !== undefined) (parent as Record<string | number, unknown>)[key] = container;
  });
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
