import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { validateTemplate } from '../validate.js';
import { createValidator } from '../validator/create-validator.js';
import { mutatedRequest, propertyRuns, validRequest } from '../testing/arbitraries.js';
import { EXAMPLE_CATALOG_SOURCE } from './catalog-index.js';
import { defaultCatalog } from './default-catalog.js';

/** Every object and array of a value, itself included. */
function partsOf(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return [];
  return [value, ...Object.values(value).flatMap(partsOf)];
}

describe('defaultCatalog', () => {
  test('is frozen all the way down, so the one index made of it cannot go stale', () => {
    const parts = partsOf(defaultCatalog);
    expect(parts.length).toBeGreaterThan(20);
    expect(parts.filter((part) => !Object.isFrozen(part))).toEqual([]);
    expect(() => (defaultCatalog.languages as unknown[]).push({ id: 99, code: 'xx', name: 'X' })).toThrow(TypeError);
  });

  // The shared index answers exactly as an index made of an equal, unfrozen copy for the same source.
  const copy = createValidator({ catalog: JSON.parse(JSON.stringify(defaultCatalog)) as typeof defaultCatalog, catalogSource: EXAMPLE_CATALOG_SOURCE });
  const broken = mutatedRequest(validRequest);
  propertyTest.prop([fc.oneof(validRequest, broken)], { numRuns: propertyRuns })(
    'validateTemplate without a catalog answers as a validator of a copy of it',
    (request) => {
      expect(validateTemplate(request)).toEqual(copy.validate(request));
      expect(createValidator({ catalog: defaultCatalog }).validate(request)).toEqual(copy.validate(request));
    },
  );
});
