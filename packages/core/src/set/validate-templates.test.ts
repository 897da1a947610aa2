import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../testing/fixtures.js';
import { propertyRuns } from '../testing/arbitraries.js';
import { validateTemplate, validateTemplates } from '../validate.js';

describe('validateTemplates', () => {
  test.prop([fc.array(fc.jsonValue(), { maxLength: 6 }), fc.array(fc.jsonValue(), { maxLength: 4 }), fc.array(fc.string(), { maxLength: 3 })], { numRuns: propertyRuns })(
    'any JSON values in (requests and account snapshot), one result each, no throw, input unchanged',
    (requests, existingTemplates, deletedTemplateNames) => {
      const before = JSON.stringify([requests, existingTemplates]);
      const { results, valid } = validateTemplates(requests, { existingTemplates, deletedTemplateNames });
      expect(results).toHaveLength(requests.length);
      expect(valid).toBe(results.every((result) => result.valid));
      expect(JSON.stringify([requests, existingTemplates])).toBe(before);
    },
  );

  test('each request keeps exactly the diagnostics validateTemplate gives it when no set rule has anything to say', () => {
    const requests = [normalRequest(), { provider_integration_chat_id: '' }, 42];
    const { results } = validateTemplates(requests);
    expect(results.map((result) => result.diagnostics)).toEqual(requests.map((request) => validateTemplate(request).diagnostics));
  });

  test('a value that is not an array is read as a set of one', () => {
    expect(validateTemplates(normalRequest() as unknown as readonly unknown[]).results).toHaveLength(1);
  });
});
