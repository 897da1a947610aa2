import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { pathKey, prefixKeys } from './json.js';

describe('prefixKeys', () => {
  test.each([
    [['a', 0, 'b'], 5, ['[]', '["a"]', '["a",0]', '["a",0,"b"]']],
    [['a', 0, 'b'], 1, ['[]', '["a"]']],
    [['a', 0, 'b'], 0, ['[]']],
    [[], 3, ['[]']],
    [['"', '0', 0], 3, ['[]', '["\\""]', '["\\"","0"]', '["\\"","0",0]']],
  ])('%j up to %i keys: %j', (path, maxLength, expected) => {
    expect(prefixKeys(path, maxLength)).toEqual(expected);
  });

  propertyTest.prop([fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.double())), fc.nat(12)])(
    'each key is the pathKey of that prefix',
    (path, maxLength) => {
      const keys = prefixKeys(path, maxLength);
      expect(keys).toHaveLength(Math.min(maxLength, path.length) + 1);
      keys.forEach((key, length) => {
        expect(key).toBe(pathKey(path.slice(0, length)));
      });
    },
  );
});
