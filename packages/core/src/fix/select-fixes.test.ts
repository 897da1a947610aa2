import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Fix, JsonPath } from '../diagnostic.js';
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

describe('selectFixes with a check', () => {
  interface Found {
    ruleId: string;
    messageId: string;
    severity: 'error' | 'warning';
    path: (string | number)[];
    fix?: Fix;
  }
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

  test('an error of a rule and message the request already had an error of is not new', () => {
    const already = { footr: 'text', a: 1 };
    expect(selectFixes([{ ruleId: 'field-type', messageId: 'type', severity: 'error' as const, path: ['footer'] }, rename], { request: already, validate })).toEqual([rename]);
  });
});
