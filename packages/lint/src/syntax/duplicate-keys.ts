import { decodeKey, indexContainers, skipString } from '../locate/text-locator.js';

/** A key written again in the same object: where this one is, and where the first one is. */
export interface DuplicateKey {
  readonly key: string;
  /** Offsets of this key, quotes included. */
  readonly start: number;
  readonly end: number;
  /** Offset of the first key of that name in the object. */
  readonly firstStart: number;
}

/**
 * The keys written twice or more in one object of a valid JSON text (`value` is what JSON.parse made of
 * it), each repeat after the first, in the text's order. JSON.parse keeps the last value without a word,
 * so a repeat hides the earlier values from every rule. Two linear passes when nothing repeats (the
 * members written against the members parsed); the containers are indexed only when the counts differ.
 */
export function duplicateKeys(text: string, value: unknown): DuplicateKey[] {
  const parsed = membersParsed(value);
  if (colonsAfterQuotes(text) === parsed || membersWritten(text) === parsed) return [];
  const found: DuplicateKey[] = [];
  for (const table of indexContainers(text).values()) {
    if (!table.object) continue;
    const firsts = new Map<string, number>();
    const { children } = table;
    for (let child = 0; child < children.length; child += 4) {
      const start = children[child] ?? 0;
      const end = children[child + 1] ?? 0;
      const key = decodeKey(text, start, end);
      const firstStart = firsts.get(key);
      if (firstStart === undefined) firsts.set(key, start);
      else found.push({ key, start, end, firstStart });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The colons that follow a quote (whitespace between allowed): every member written is a key then such a
 * colon, and the only others are inside strings, so a count equal to the members parsed means no key
 * repeats. Native search from colon to colon, no loop over every character; where strings hold such
 * colons the count is over, and `membersWritten` settles it.
 */
function colonsAfterQuotes(text: string): number {
  let count = 0;
  for (let colon = text.indexOf(':'); colon !== -1; colon = text.indexOf(':', colon + 1)) {
    let before = colon - 1;
    let char = text.charCodeAt(before);
    while (char === 32 || char === 10 || char === 13 || char === 9) {
      before -= 1;
      char = text.charCodeAt(before);
    }
    if (char === 34 /* " */) count += 1;
  }
  return count;
}

/** The object members written in a JSON text: its colons outside strings (every member has one). */
function membersWritten(text: string): number {
  let members = 0;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const char = text.charCodeAt(index);
    if (char === 34 /* " */) index = skipString(text, index);
    else {
      if (char === 58 /* : */) members += 1;
      index += 1;
    }
  }
  return members;
}

/** The members of every object in a parsed JSON value (an explicit stack: no recursion per level). */
function membersParsed(value: unknown): number {
  let members = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      for (const element of item) if (typeof element === 'object' && element !== null) stack.push(element);
      continue;
    }
    for (const key in item) {
      members += 1;
      const member = (item as Record<string, unknown>)[key];
      if (typeof member === 'object' && member !== null) stack.push(member);
    }
  }
  return members;
}
