import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { TEMPLATE_NAME_MAX_LENGTH } from '../../spec/limits.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { templateNameMaxLength } from './template-name-max-length.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const withName = (name: string): ReturnType<typeof normalRequest> => withValue(normalRequest(), NAME, name);

new RuleTester({ describe, test }).run(templateNameMaxLength, {
  valid: [{ name: 'a 512-character name', request: withName('a'.repeat(512)) }],
  invalid: [
    { name: 'a 513-character name', request: withName('a'.repeat(513)), errors: [{ messageId: 'tooLong', path: NAME, data: { count: 513, limit: 512 } }] },
  ],
});

describe('template-name-max-length properties', () => {
  test.prop([fc.integer({ min: 1, max: 2 * TEMPLATE_NAME_MAX_LENGTH })])('a name of n characters is reported iff n > the limit', (length) => {
    expect(diagnosticsOf(withName('x'.repeat(length)), 'template-name-max-length')).toHaveLength(length > TEMPLATE_NAME_MAX_LENGTH ? 1 : 0);
  });
});
