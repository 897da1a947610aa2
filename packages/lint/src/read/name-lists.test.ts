import { validateTemplates } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { deletedNamesOrThrow } from './name-lists.js';

/** The rule ids of the diagnostics for MINIMAL_REQUEST (`hello` in `pi_1`) given these deleted names. */
function rulesWith(deletedNamesJson: string): string[] {
  const deletedTemplateNames = deletedNamesOrThrow(JSON.parse(deletedNamesJson), 'deleted.json', '');
  return (validateTemplates([MINIMAL_REQUEST], { deletedTemplateNames }).results[0]?.diagnostics ?? []).map((diagnostic) => diagnostic.ruleId);
}

describe('deletedNamesOrThrow', () => {
  test('a provider-integration id "__proto__" is an id like any other, not the lists\' prototype', () => {
    // It made the lists an array's heir: read as one list for every provider-integration, `hello` was
    // deleted in pi_1 too.
    expect(rulesWith('{ "__proto__": ["hello"] }')).not.toContain('template-name-deleted');
    // And pi_1's own list was lost beside it.
    expect(rulesWith('{ "pi_1": ["hello"], "__proto__": ["old_promo"] }')).toContain('template-name-deleted');
  });

  test('keeps every provider-integration\'s list, "__proto__" and "constructor" included', () => {
    const lists = deletedNamesOrThrow(JSON.parse('{ "pi_1": ["a"], "__proto__": ["b"], "constructor": ["c"] }'), 'deleted.json', '');
    expect(Object.entries(lists)).toEqual([['pi_1', ['a']], ['__proto__', ['b']], ['constructor', ['c']]]);
  });
});
