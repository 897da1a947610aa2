import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { propertyRuns, validRequest } from '../testing/arbitraries.js';
import { normalRequest } from '../testing/fixtures.js';
import type { SetEntry } from '../set/set-rule-context.js';
import { createValidator } from './create-validator.js';

/** A set that repeats names and wording on purpose: valid requests, some given twice. */
const setWithRepeats = fc
  .array(validRequest, { minLength: 1, maxLength: 5 })
  .chain((requests) => fc.array(fc.nat({ max: requests.length - 1 }), { maxLength: 3 }).map((copies) => [...requests, ...copies.map((index) => JSON.parse(JSON.stringify(requests[index])) as unknown)]));

describe('validateEntry and compareEntries', () => {
  test.prop([setWithRepeats], { numRuns: propertyRuns })('together give what validateSet gives, request by request', (requests) => {
    const validator = createValidator({ deletedTemplateNames: ['order_update'] });
    const locations = requests.map((_, index) => `templates/${String(index)}.json:1:1`);
    const one = requests.map((request) => validator.validateEntry(request));
    const compared = validator.compareEntries(
      one.map(({ entry }) => entry),
      locations,
    );
    const expected = validator.validateSet(requests, locations).results.map((result) => result.diagnostics);
    expect(one.map(({ result }, index) => [...result.diagnostics, ...(compared[index] ?? [])])).toEqual(expected);
    expect(one.map(({ result }) => result.diagnostics)).toEqual(requests.map((request) => validator.validate(request).diagnostics));
  });

  test('an entry is plain data: a copy through JSON compares as the entry itself', () => {
    const validator = createValidator();
    const { entry } = validator.validateEntry(normalRequest());
    const twice = [entry, JSON.parse(JSON.stringify(entry)) as SetEntry];
    expect(validator.compareEntries(twice)[1]?.map((diagnostic) => diagnostic.ruleId)).toEqual(['template-content-duplicate', 'template-name-duplicate']);
  });

  test('what is not an entry compares as nothing, and never throws', () => {
    const validator = createValidator();
    const { entry } = validator.validateEntry(normalRequest());
    const given = [entry, null, 42, 'x', entry] as unknown as SetEntry[];
    const compared = validator.compareEntries(given);
    expect(compared.slice(0, 4)).toEqual([[], [], [], []]);
    expect(compared[4]?.length).toBeGreaterThan(0);
  });

  test('one entry and no account is nothing to compare', () => {
    expect(createValidator().compareEntries([createValidator().validateEntry(normalRequest()).entry])).toEqual([[]]);
  });
});

describe('withExistingTemplates', () => {
  test.prop([setWithRepeats, setWithRepeats], { numRuns: propertyRuns })(
    'judges as a validator made with the whole account, and leaves the first one as it was',
    (account, added) => {
      const first = createValidator({ existingTemplates: account, deletedTemplateNames: ['old_promo'] });
      const before = first.validateSet(added).results;
      const grown = first.withExistingTemplates(added.slice(0, 2));
      const whole = createValidator({ existingTemplates: [...account, ...added.slice(0, 2)], deletedTemplateNames: ['old_promo'] });
      expect(grown.validateSet(added).results).toEqual(whole.validateSet(added).results);
      expect(first.validateSet(added).results).toEqual(before);
    },
  );

  test('a request added to the account is named as the account\'s template', () => {
    const grown = createValidator().withExistingTemplates([normalRequest()]);
    const [result] = grown.validateSet([normalRequest()]).results;
    expect(result?.diagnostics.map((diagnostic) => diagnostic.related?.label)).toEqual(["the account's template `order_update`", "the account's template `order_update`"]);
    // What is not a list adds nothing, and never throws.
    expect(createValidator().withExistingTemplates('x' as unknown as unknown[]).validateSet([normalRequest()]).results[0]?.diagnostics).toEqual([]);
  });
});
