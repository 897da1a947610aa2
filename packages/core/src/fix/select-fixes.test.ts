import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Fix, JsonPath } from '../diagnostic.js';
import { countArrayWork } from '../testing/array-work.js';
import { selectFixes } from './select-fixes.js';

const set = (...path: JsonPath): { fix: Fix } => ({ fix: { edits: [{ op: 'set', path, value: 1 }] } });

/** The plain reading: a fix is taken unless one of its paths is a prefix of a taken one, or the reverse. */
function naive(fixes: readonly { fix: Fix }[]): { fix: Fix }[] {
  const taken: JsonPath[] = [];
  const prefix = (a: JsonPath, b: JsonPath): boolean => a.every((key, index) => index >= b.length || b[index] === key);
  return fixes.filter(({ fix }) => {
    const paths = fix.edits.map((edit) => (edit.op === 'set' ? edit.path : edit.path.slice(0, -1)));
    if (paths.some((path) => taken.some((other) => prefix(path, other) || prefix(other, path)))) return false;
    taken.push(...paths);
    return true;
  });
}

describe('selectFixes', () => {
  test('takes fixes in order, leaving for the next round one that touches a taken path', () => {
    const fixes = [set('a', 'b'), set('a'), set('a', 'c'), set('a', 'b', 'd'), set('e')];
    expect(selectFixes(fixes)).toEqual([fixes[0], fixes[2], fixes[4]]);
  });

  test('an insert or a removal in an array touches the whole array', () => {
    const insert = { fix: { edits: [{ op: 'insert' as const, path: ['rows', 1], value: {} }] } };
    const remove = { fix: { edits: [{ op: 'remove' as const, path: ['rows', 3] }] } };
    expect(selectFixes([insert, set('rows', 0, 'key'), remove])).toEqual([insert]);
  });

  test('a rename touches its new key too', () => {
    const rename = { fix: { edits: [{ op: 'rename' as const, path: ['data', 'bdy'], key: 'body' }] } };
    expect(selectFixes([rename, set('data', 'body', 'text'), set('data', 'bdy')])).toEqual([rename]);
  });

  const path = fc.array(fc.constantFrom<string | number>('a', 'b', 'c', 0, 1), { maxLength: 4 });
  test.prop([fc.array(fc.array(path, { minLength: 1, maxLength: 3 }), { maxLength: 30 })])('chooses as the plain pairwise reading does', (groups) => {
    const fixes = groups.map((paths) => ({ fix: { edits: paths.map((p) => ({ op: 'set' as const, path: p, value: 1 })) } }));
    expect(selectFixes(fixes)).toEqual(naive(fixes));
  });
});

/** A diagnostic as the checks of these tests find it. */
interface Found {
  ruleId: string;
  messageId: string;
  severity: 'error' | 'warning';
  path: (string | number)[];
  fix?: Fix;
}

describe('selectFixes with a check', () => {
  const rename: Found = { ruleId: 'unknown-field', messageId: 'unknown', severity: 'warning', path: ['footr'], fix: { edits: [{ op: 'rename', path: ['footr'], key: 'footer' }] } };
  const other: Found = { ruleId: 'r', messageId: 'm', severity: 'error', path: ['a'], fix: { edits: [{ op: 'set', path: ['a'], value: 1 }] } };
  // The footer must be an object: a string there is a field-type error.
  const validate = (request: unknown): Found[] => {
    const value = request as Record<string, unknown>;
    const found: Found[] = [];
    if (typeof value.footer === 'string') found.push({ ruleId: 'field-type', messageId: 'type', severity: 'error', path: ['footer'] });
    if (value.a !== 1) found.push({ ...other });
    return found;
  };

  test('leaves out a fix whose fixed request has an error it did not have, and keeps the others', () => {
    const request = { footr: 'text', a: 0 };
    let validations = 0;
    const counted = (value: unknown): Found[] => {
      validations += 1;
      return validate(value);
    };
    expect(selectFixes([rename, other], { request, validate: counted })).toEqual([other]);
    // Together (one validation), then each on its own (two).
    expect(validations).toBe(3);
  });

  test('a round that adds no error costs one validation', () => {
    let validations = 0;
    const counted = (value: unknown): Found[] => {
      validations += 1;
      return validate(value);
    };
    expect(selectFixes([rename, other], { request: { footr: { value: 'x' }, a: 0 }, validate: counted })).toEqual([rename, other]);
    expect(validations).toBe(1);
  });

  test('an error of a rule and message the request already had at that place is not new', () => {
    const already = { footr: 'text', a: 1 };
    expect(selectFixes([{ ruleId: 'field-type', messageId: 'type', severity: 'error' as const, path: ['footer'] }, rename], { request: already, validate })).toEqual([rename]);
  });

  test('an error of a rule and message the request had elsewhere is new where the fix puts it', () => {
    // Found by QA: a language id sent as a string (field-type) let the footer's rename add a field-type error
    // of its own; a body's missing row let a header key's rename add the header's missing row.
    const elsewhere = { footr: 'text', a: 1, language: '2' };
    const language: Found = { ruleId: 'field-type', messageId: 'type', severity: 'error', path: ['language'] };
    const withLanguage = (request: unknown): Found[] => [...validate(request), language];
    expect(selectFixes([language, rename], { request: elsewhere, validate: withLanguage })).toEqual([]);
    // Nor where the fix does not write: a part that had no error, a place its rule had none.
    const header: Found = { ruleId: 'row', messageId: 'missing', severity: 'error', path: ['header', 'text'] };
    const body: Found = { ruleId: 'row', messageId: 'missing', severity: 'error', path: ['body', 'text'] };
    const headerRename: Found = { ruleId: 'unknown-field', messageId: 'unknown', severity: 'warning', path: ['headr'], fix: { edits: [{ op: 'rename', path: ['headr'], key: 'header' }] } };
    const rows = (request: unknown): Found[] => ('header' in (request as object) ? [header, body] : [headerRename, body]);
    expect(selectFixes(rows({ headr: {} }), { request: { headr: {} }, validate: rows })).toEqual([]);
  });

  test('an error of the same rule at the place of an error the request had is not new: the rule says otherwise what it said there', () => {
    // Renaming the text's variable turns the row's error from "matches no variable" into "a loose key".
    const row: Found = { ruleId: 'row', messageId: 'unused', severity: 'error', path: ['rows', 0] };
    const rename: Found = { ruleId: 'name', messageId: 'invalid', severity: 'error', path: ['text'], fix: { edits: [{ op: 'set', path: ['text'], value: 'b' }] } };
    const rows = (request: unknown): Found[] => {
      const { text } = request as { text: string };
      return [{ ...row, messageId: text === 'b' ? 'looseKey' : 'unused' }, ...(text === 'b' ? [] : [rename])];
    };
    expect(selectFixes(rows({ text: 'B' }), { request: { text: 'B' }, validate: rows })).toEqual([rename]);
  });

  test('an error of another rule at the place of an error the request had is new', () => {
    const row: Found = { ruleId: 'row', messageId: 'unused', severity: 'error', path: ['rows', 0] };
    const rename: Found = { ruleId: 'name', messageId: 'invalid', severity: 'error', path: ['text'], fix: { edits: [{ op: 'set', path: ['text'], value: 'b' }] } };
    const rows = (request: unknown): Found[] => {
      const { text } = request as { text: string };
      return text === 'b' ? [row, { ruleId: 'field-type', messageId: 'type', severity: 'error', path: ['rows', 0] }] : [row, rename];
    };
    expect(selectFixes(rows({ text: 'B' }), { request: { text: 'B' }, validate: rows })).toEqual([]);
  });

  test('an error of the same rule at a place the fix writes is new: what a fix writes must be right', () => {
    const bad: Found = { ruleId: 'r', messageId: 'm', severity: 'error', path: ['a'], fix: { edits: [{ op: 'set', path: ['a'], value: 2 }] } };
    const validateA = (request: unknown): Found[] => ((request as { a: number }).a === 2 ? [{ ...bad, messageId: 'other' }] : [bad]);
    expect(selectFixes([bad], { request: { a: 0 }, validate: validateA })).toEqual([]);
  });
});

describe('selectFixes with a check, among many fixes', () => {
  /**
   * `count` items, each in error with a fix; the fixes of the items `adds` picks write a value that is
   * in error (an error the request had not), the others a right one.
   */
  const itemsCase = (count: number, adds: (index: number) => boolean): { diagnostics: Found[]; request: unknown; validate: (request: unknown) => Found[] } => {
    const request = { items: Array.from({ length: count }, () => 'x') };
    const validate = (value: unknown): Found[] =>
      (value as typeof request).items.flatMap((item, index): Found[] =>
        item === 'x' ? [{ ruleId: 'item', messageId: 'unset', severity: 'error', path: ['items', index] }] : item === 'bad' ? [{ ruleId: 'item-value', messageId: 'bad', severity: 'error', path: ['items', index] }] : [],
      );
    const diagnostics = validate(request).map((found, index) => ({ ...found, fix: { edits: [{ op: 'set' as const, path: found.path, value: adds(index) ? 'bad' : 'ok' }] } }));
    return { diagnostics, request, validate };
  };
  const indexesOf = (taken: readonly Found[]): (string | number | undefined)[] => taken.map((found) => found.path[1]);

  test('leaves out each fix that adds an error and takes the others, as checking each alone would', () => {
    const { diagnostics, request, validate } = itemsCase(8, (index) => index === 1 || index === 6);
    expect(indexesOf(selectFixes(diagnostics, { request, validate }))).toEqual([0, 2, 3, 4, 5, 7]);
  });

  test('one fix that adds an error among 64 costs a validation per halving, not one per fix', () => {
    const { diagnostics, request, validate } = itemsCase(64, (index) => index === 41);
    let validations = 0;
    const counted = (value: unknown): Found[] => {
      validations += 1;
      return validate(value);
    };
    expect(indexesOf(selectFixes(diagnostics, { request, validate: counted }))).toEqual(Array.from({ length: 64 }, (_, index) => index).filter((index) => index !== 41));
    // All together, then at most the two halves at each of the six halvings down to the one.
    expect(validations).toBeLessThanOrEqual(1 + 2 * 6);
  });

  test('fixes each right alone that clash together: the first is taken, and each later one only with what is taken', () => {
    // Items 0 and 1 may not both be fixed (an error on the list); 2 clashes with nothing.
    const request = { items: ['x', 'x', 'x'] };
    const validate = (value: unknown): Found[] => {
      const { items } = value as typeof request;
      const found: Found[] = items.flatMap((item, index): Found[] => (item === 'x' ? [{ ruleId: 'item', messageId: 'unset', severity: 'error', path: ['items', index] }] : []));
      return items[0] === 'ok' && items[1] === 'ok' ? [...found, { ruleId: 'pair', messageId: 'both', severity: 'error', path: ['items'] }] : found;
    };
    const diagnostics = validate(request).map((found) => ({ ...found, fix: { edits: [{ op: 'set' as const, path: found.path, value: 'ok' }] } }));
    expect(indexesOf(selectFixes(diagnostics, { request, validate }))).toEqual([0, 2]);
  });

  test.each([
    ['every other fix adds an error', (index: number): boolean => index % 2 === 1],
    ['one fix, the last, adds an error', (index: number, count: number): boolean => index === count - 1],
  ])('%s: work per fix at 4 times the fixes stays within 2 times, and nothing taken adds an error', (_, adds) => {
    const perFix = (count: number): number => {
      const { diagnostics, request, validate } = itemsCase(count, (index) => adds(index, count));
      const { result, work } = countArrayWork(() => selectFixes(diagnostics, { request, validate }));
      expect(result.length).toBeGreaterThan(0);
      expect(result.filter((found) => adds(Number(found.path[1]), count))).toEqual([]);
      return work / count;
    };
    expect(perFix(800) / perFix(200)).toBeLessThan(2);
  });
});
