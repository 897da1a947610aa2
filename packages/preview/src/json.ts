/** A JSON path into the request, as diagnostics carry it. */
export type JsonPath = readonly (string | number)[];

/** The map key of a path. */
export function pathKey(path: JsonPath): string {
  return JSON.stringify(path);
}

/**
 * The keys of a path's prefixes up to `maxLength` keys long: `keys[n]` is `pathKey(path.slice(0, n))`. Each
 * is built from the one before, in one pass over the path, where slicing and keying every prefix anew was
 * quadratic in the path's length.
 */
export function prefixKeys(path: JsonPath, maxLength: number): string[] {
  const keys = [pathKey([])];
  let inner = '';
  for (let length = 1; length <= maxLength && length <= path.length; length += 1) {
    inner += (length === 1 ? '' : ',') + JSON.stringify(path[length - 1]);
    keys.push(`[${inner}]`);
  }
  return keys;
}
