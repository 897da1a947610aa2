/**
 * A position in the request, as a link to its parent: building the model allocates one small node per
 * part instead of copying a path array, and the path is spelled out only when a rule reports there.
 */
export class Place {
  constructor(
    readonly parent: Place | undefined,
    readonly key: string | number,
  ) {}

  /** The place of a child value. */
  at(key: string | number): Place {
    return new Place(this, key);
  }

  /** The JSON path of this place, followed by `more` keys. */
  path(...more: (string | number)[]): (string | number)[] {
    // The request's own depth is small (a dozen levels at most), so recursion is fine here.
    const keys = this.parent === undefined ? [] : this.parent.path(this.key);
    for (const key of more) keys.push(key);
    return keys;
  }
}

/** The request itself: path `[]`. */
export const ROOT: Place = new Place(undefined, '');
