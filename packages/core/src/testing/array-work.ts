// Work counted, not timed: while `fn` runs, every element an array built-in visits (its callbacks, its
// iteration, what `push`, `slice` and `concat` copy, what `shift` moves along) adds one. A step per element visited is how the
// templates' code spends its time, so the count grows as the time does, without a clock in a test.

/** The array built-ins whose element visits are counted. */
const VISITING = ['filter', 'map', 'flatMap', 'forEach', 'some', 'every', 'find', 'findIndex', 'reduce', 'slice', 'concat', 'indexOf', 'includes', 'join', 'sort', 'shift'] as const;

/**
 * Runs `fn` and returns its result with the number of array elements the built-ins visited meanwhile
 * (spreads and `for...of` over arrays included). The built-ins are restored afterwards, even on a throw.
 */
export function countArrayWork<T>(fn: () => T): { readonly result: T; readonly work: number } {
  const prototype = Array.prototype as unknown as Record<string | symbol, unknown>;
  const saved = new Map<string | symbol, unknown>();
  let work = 0;
  const wrap = (name: string | symbol, count: (self: unknown[], args: unknown[]) => number): void => {
    const original = prototype[name] as (...args: unknown[]) => unknown;
    saved.set(name, original);
    prototype[name] = function (this: unknown[], ...args: unknown[]): unknown {
      work += count(this, args);
      return original.apply(this, args);
    };
  };
  for (const name of VISITING) wrap(name, (self) => self.length);
  wrap('push', (_self, args) => args.length);
  const iterate = prototype[Symbol.iterator] as () => Iterator<unknown>;
  saved.set(Symbol.iterator, iterate);
  prototype[Symbol.iterator] = function (this: unknown[]): Iterator<unknown> {
    const inner = iterate.call(this);
    return {
      next: () => {
        work += 1;
        return inner.next();
      },
    };
  };
  try {
    const result = fn();
    return { result, work };
  } finally {
    for (const [name, original] of saved) prototype[name] = original;
  }
}
