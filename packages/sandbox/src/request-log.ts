// The sandbox's request log, bounded (issue 14: 600 unauthenticated 1 MB POSTs grew an unbounded log from
// 139 to 739 MiB). A ring of at most `maxEntries` entries whose kept body text totals at most `maxBytes`;
// the oldest entries go first. Refused requests are logged without a body (it is never read).

/** The entry limit when none is given. */
export const DEFAULT_LOG_ENTRIES = 1000;

/** The limit of kept body text when none is given (UTF-16 code units, about bytes for JSON). */
export const DEFAULT_LOG_BYTES: number = 16 * 1024 * 1024;

/** An entry's body size, as the log counts it. */
interface Sized {
  readonly bodyText: string;
}

/** A bounded, ordered log. Adding is O(1) amortized. */
export class RequestLog<Entry extends Sized> {
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  /** Entries from `#start` on are live; the dead prefix is dropped once it is half the array. */
  #entries: Entry[] = [];
  #start = 0;
  #bytes = 0;
  #dropped = 0;

  constructor(maxEntries: number = DEFAULT_LOG_ENTRIES, maxBytes: number = DEFAULT_LOG_BYTES) {
    if (!(Number.isSafeInteger(maxEntries) && maxEntries >= 0)) throw new TypeError('log.maxEntries must be a whole number');
    if (!(Number.isSafeInteger(maxBytes) && maxBytes >= 0)) throw new TypeError('log.maxBytes must be a whole number');
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  /** Adds an entry, then drops the oldest until both limits hold. An entry alone over `maxBytes` is dropped too. */
  add(entry: Entry): void {
    this.#entries.push(entry);
    this.#bytes += entry.bodyText.length;
    while (this.size > this.#maxEntries || this.#bytes > this.#maxBytes) this.#dropOldest();
    if (this.#start > 64 && this.#start * 2 > this.#entries.length) {
      this.#entries = this.#entries.slice(this.#start);
      this.#start = 0;
    }
  }

  /** Live entries, oldest first (a copy). */
  entries(): Entry[] {
    return this.#entries.slice(this.#start);
  }

  /** How many entries are kept. */
  get size(): number {
    return this.#entries.length - this.#start;
  }

  /** Body text kept, in UTF-16 code units. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Entries dropped to keep the limits since the last `clear`. */
  get dropped(): number {
    return this.#dropped;
  }

  clear(): void {
    this.#entries = [];
    this.#start = 0;
    this.#bytes = 0;
    this.#dropped = 0;
  }

  #dropOldest(): void {
    const oldest = this.#entries[this.#start];
    if (oldest === undefined) return;
    this.#bytes -= oldest.bodyText.length;
    // Let the entry be collected now.
    this.#entries[this.#start] = undefined as unknown as Entry;
    this.#start += 1;
    this.#dropped += 1;
  }
}
