// The account's templates as the validators of one family share them (`withExistingTemplates` makes each
// from the last): one list that only grows, each validator seeing its first `length`, and indexes over it,
// built as far as asked and kept, so a comparison looks templates up instead of reading the whole account
// each time (a client session of n creates read the account n times: n² in all; found by QA).
import type { SetTemplate } from './set-rule-context.js';

/** A key a set rule compares templates by (integration and name, ...); undefined: the template has none. */
export type TemplateKey = (template: SetTemplate) => string | undefined;

interface KeyIndex {
  /**
   * Each key's first two templates, by position in the list: the least positions, so "first among the
   * first n" is a comparison; the second answers for a request of the first template itself.
   */
  readonly first: Map<string, number[]>;
  /** How far the list is indexed. */
  indexed: number;
}

/** A family's account: its templates and the indexes built over them. */
export interface AccountList {
  readonly templates: SetTemplate[];
  /** Per owner (a set rule's step: its scope filters the account) and key function. */
  readonly indexes: Map<object, Map<TemplateKey, KeyIndex>>;
  readonly names: KeyIndex;
  readonly ids: KeyIndex;
}

export function createAccountList(templates: SetTemplate[]): AccountList {
  return { templates, indexes: new Map(), names: { first: new Map(), indexed: 0 }, ids: { first: new Map(), indexed: 0 } };
}

/**
 * The first of the list's first `length` templates that `judged` accepts whose key is `template`'s, other
 * than the account's template `template` is (the id it sends). `owner` and `keyOf` name the index (keep
 * both the same objects from call to call: a new function is a new index).
 */
export function firstInAccount(list: AccountList, length: number, owner: object, judged: (template: SetTemplate) => boolean, keyOf: TemplateKey, template: SetTemplate): SetTemplate | undefined {
  const key = keyOf(template);
  if (key === undefined) return undefined;
  let byKey = list.indexes.get(owner);
  if (byKey === undefined) list.indexes.set(owner, (byKey = new Map<TemplateKey, KeyIndex>()));
  let index = byKey.get(keyOf);
  if (index === undefined) byKey.set(keyOf, (index = { first: new Map(), indexed: 0 }));
  for (const position of lookUp(list, index, length, (each) => (judged(each) ? keyOf(each) : undefined), key)) {
    const other = list.templates[position];
    if (other && (template.templateId === undefined || other.templateId !== template.templateId)) return other;
  }
  return undefined;
}

/** Whether one of the list's first `length` templates has this name. */
export function nameInAccount(list: AccountList, length: number, name: string): boolean {
  return lookUp(list, list.names, length, (template) => template.name, name).length > 0;
}

/** Whether one of the list's first `length` templates has this id: a request sending it is that template. */
export function idInAccount(list: AccountList, length: number, id: number): boolean {
  return lookUp(list, list.ids, length, (template) => template.templateId?.toString(), String(id)).length > 0;
}

/**
 * The positions of the first two of the first `length` templates whose key is `key`, indexing those not
 * indexed yet first (each template is read once per index).
 */
function lookUp(list: AccountList, index: KeyIndex, length: number, keyOf: TemplateKey, key: string): number[] {
  for (; index.indexed < length; index.indexed += 1) {
    const template = list.templates[index.indexed];
    const found = template === undefined ? undefined : keyOf(template);
    if (found === undefined) continue;
    const positions = index.first.get(found);
    if (positions === undefined) index.first.set(found, [index.indexed]);
    else if (positions.length < 2) positions.push(index.indexed);
  }
  return (index.first.get(key) ?? []).filter((position) => position < length);
}
