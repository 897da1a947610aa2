// Finding an object's member by key, for the AST locator and the fixes: a scan from the end (the last of
// duplicate keys wins, as in `JSON.parse`), or, for a document's many lookups, an index of each wide object
// built on its first lookup. Scanning for every diagnostic was quadratic in an object's members: ESLint on
// one object of 40,000 misspelt keys took 35 s.
import type { ObjectNode } from '@humanwhocodes/momoa';

/** The index in `object.members` of the last member named `key`; -1 when there is none. */
export type MemberLookup = (object: ObjectNode, key: string) => number;

/** Objects with more members than this are indexed (the text locator's threshold too). */
const INDEX_THRESHOLD = 8;

/** A scan from the last member: for one lookup, or a narrow object. */
export const scanMembers: MemberLookup = (object, key) => {
  for (let index = object.members.length - 1; index >= 0; index -= 1) {
    const member = object.members[index];
    if (member && memberName(member) === key) return index;
  }
  return -1;
};

/**
 * A lookup for the many lookups into one document (its diagnostics, its fixes): each object with more than
 * 8 members is indexed once, when first searched, and held only as long as the document is.
 */
export function createMemberLookup(): MemberLookup {
  const indexes = new WeakMap<ObjectNode, Map<string, number>>();
  return (object, key) => {
    if (object.members.length <= INDEX_THRESHOLD) return scanMembers(object, key);
    let index = indexes.get(object);
    if (!index) {
      index = new Map();
      // In order, so a later duplicate replaces an earlier one.
      for (const [position, member] of object.members.entries()) index.set(memberName(member), position);
      indexes.set(object, index);
    }
    return index.get(key) ?? -1;
  };
}

function memberName(member: ObjectNode['members'][number]): string {
  return member.name.type === 'String' ? member.name.value : member.name.name;
}
