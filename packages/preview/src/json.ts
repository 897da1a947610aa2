/** A JSON path into the request, as diagnostics carry it. */
export type JsonPath = readonly (string | number)[];

/** The map key of a path. */
export function pathKey(path: JsonPath): string {
  return JSON.stringify(path);
}
