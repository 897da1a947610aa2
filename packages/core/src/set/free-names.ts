import { deriveTemplateName } from '../names/derive-template-name.js';
import { TEMPLATE_NAME_MAX_LENGTH } from '../spec/limits.js';

/** Hands out names nobody uses: `order_update` gives `order_update_2`, then `order_update_3`, ... */
export interface FreeNames {
  /** A valid name not in use and not handed out before; undefined when nothing usable is left of `name`. */
  next(name: string): string | undefined;
}

/**
 * Free names against the names in use: `used`, and those `inUse` says are (an account's, looked up rather
 * than listed). Each stem keeps its next number, so k duplicates of one name cost k steps in all, not k²
 * (each step skips a name in use or hands one out).
 */
export function createFreeNames(used: Iterable<string>, inUse: (name: string) => boolean = () => false): FreeNames {
  const taken = new Set(used);
  const nextNumber = new Map<string, number>();
  return {
    next(name) {
      const { stem, number } = splitNumber(deriveTemplateName(name));
      if (stem === '') return undefined;
      let count = Math.max(nextNumber.get(stem) ?? 2, number + 1);
      let candidate = withNumber(stem, count);
      while (taken.has(candidate) || inUse(candidate)) {
        count += 1;
        candidate = withNumber(stem, count);
      }
      nextNumber.set(stem, count + 1);
      taken.add(candidate);
      return candidate;
    },
  };
}

/**
 * The stem free names of `name` are numbered from (`Order-Update_7`: `order_update`): a name another
 * name's free names could take has its stem ('' when nothing usable is left).
 */
export function nameStem(name: string): string {
  return splitNumber(deriveTemplateName(name)).stem;
}

/** `order_update_7` is stem `order_update`, number 7; a name without a number suffix has number 1. */
function splitNumber(name: string): { stem: string; number: number } {
  let at = name.length;
  while (at > 0 && isDigit(name.charCodeAt(at - 1))) at -= 1;
  const digits = name.length - at;
  if (digits === 0 || digits > 6 || at < 2 || name[at - 1] !== '_') return { stem: name, number: 1 };
  return { stem: name.slice(0, at - 1), number: Number(name.slice(at)) };
}

function withNumber(stem: string, count: number): string {
  const suffix = `_${String(count)}`;
  return stem.slice(0, TEMPLATE_NAME_MAX_LENGTH - suffix.length) + suffix;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
