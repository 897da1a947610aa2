// A list of names given in the options (existing names, Flow ids, deleted names), read once as a set.

/** A list of names: an array, a `Set` or another iterable object; never one string (see `nameSetOf`). */
export type NameList = Iterable<string> & object;

/**
 * A name list as a set (a `Set` used as given: no copy per validator, `validateTemplate` makes one per
 * call). A string is iterable too, but as its letters: given one (a JavaScript caller's slip), the names
 * were each letter and the name itself none, so it is refused with a TypeError, as anything not a list.
 */
export function nameSetOf(option: string, values: NameList): ReadonlySet<string> {
  const given: unknown = values;
  if (typeof given !== 'object' || given === null || !(Symbol.iterator in given)) throw new TypeError(`${option} must be a list of names, not ${given === null ? 'null' : typeof given}`);
  return values instanceof Set ? (values as ReadonlySet<string>) : new Set(values);
}
