// What locating a diagnostic in the AST looks up: an object's member by key, and the source offset of an
// offset inside a string value. For one lookup, a scan (from the last member: the last of duplicate keys
// wins, as in `JSON.parse`) and a walk from the string's quote; for a document's many lookups, an index of
// each wide object built on its first lookup, and a walk that goes on from where the last one in the same
// string stopped. Scanning and walking again for every diagnostic was quadratic: ESLint on one object of
// 40,000 misspelt keys took 35 s, on a body of 16,000 variables without rows 10 s.
import type { ObjectNode } from '@humanwhocodes/momoa';
import { skipDecoded, sourceOffsetInString } from './string-offset.js';

/** The lookups of locating in one document. */
export interface AstLookup {
  /** The index in `object.members` of the last member named `key`; -1 when there is none. */
  member(object: ObjectNode, key: string): number;
  /** `sourceOffsetInString` for a range's start. */
  rangeStart(source: string, quoteOffset: number, decodedOffset: number): number;
  /** `sourceOffsetInString` for a range's end. */
  rangeEnd(source: string, quoteOffset: number, decodedOffset: number): number;
  /**
   * `make()`'s answer for `key`, made once per document by a document's lookup (kept as long as the key and
   * the lookup are); made each time by `singleLookup`, which keeps nothing.
   */
  once<Value>(key: object, make: () => Value): Value;
}

/** Objects with more members than this are indexed (the text locator's threshold too). */
const INDEX_THRESHOLD = 8;

function scanMembers(object: ObjectNode, key: string): number {
  for (let index = object.members.length - 1; index >= 0; index -= 1) {
    const member = object.members[index];
    if (member && memberName(member) === key) return index;
  }
  return -1;
}

/** Lookups for one diagnostic or edit: a scan and a walk from the quote, nothing kept. */
export const singleLookup: AstLookup = { member: scanMembers, rangeStart: sourceOffsetInString, rangeEnd: sourceOffsetInString, once: (_, make) => make() };

/**
 * Lookups for the many diagnostics and edits of one document: each object with more than 8 members is
 * indexed once, when first searched (held only as long as the document is), and offsets asked in increasing
 * order inside one string (the usual order of its diagnostics) go on from the last, one walk for starts and
 * one for ends, as the text locator's do.
 */
export function createAstLookup(): AstLookup {
  const indexes = new WeakMap<ObjectNode, Map<string, number>>();
  const made = new WeakMap<object, { readonly value: unknown }>();
  return {
    member(object, key) {
      if (object.members.length <= INDEX_THRESHOLD) return scanMembers(object, key);
      let index = indexes.get(object);
      if (!index) {
        index = new Map();
        // In order, so a later duplicate replaces an earlier one.
        for (const [position, member] of object.members.entries()) index.set(memberName(member), position);
        indexes.set(object, index);
      }
      return index.get(key) ?? -1;
    },
    rangeStart: stringCursor(),
    rangeEnd: stringCursor(),
    once<Value>(key: object, make: () => Value): Value {
      let found = made.get(key);
      if (!found) made.set(key, (found = { value: make() }));
      return found.value as Value;
    },
  };
}

/** `sourceOffsetInString` that goes on from where it stopped when asked further into the same string. */
function stringCursor(): AstLookup['rangeStart'] {
  let text = '';
  let quote = -1;
  let decoded = 0;
  let offset = 0;
  return (source, quoteOffset, decodedOffset) => {
    if (source !== text || quoteOffset !== quote || decodedOffset < decoded) {
      text = source;
      quote = quoteOffset;
      decoded = 0;
      offset = quoteOffset + 1;
    }
    offset = skipDecoded(source, offset, decodedOffset - decoded);
    decoded = decodedOffset;
    return offset;
  };
}

function memberName(member: ObjectNode['members'][number]): string {
  return member.name.type === 'String' ? member.name.value : member.name.name;
}
