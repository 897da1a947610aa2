import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { authenticationRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'copy-code-button-text';
const BUTTONS = ['chat_template_data', 'chat_template_button'];


describe('copy-code-button-text', () => {
  test('accepts the buttons of every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts the text Copy Code', () => {
    const request = withValue(authenticationRequest(), valuePath(0, 0), 'Copy Code');
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports the text copy code in lower case', () => {
    const request = withValue(authenticationRequest(), valuePath(0, 0), 'copy code');
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'wrongText', path: valuePath(0, 0), data: { text: 'copy code' } }]);
  });

  test('reports a text with a trailing space', () => {
    const request = withValue(authenticationRequest(), valuePath(0, 0), 'Copy code ');
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'wrongText', path: valuePath(0, 0), data: { text: 'Copy code ' } }]);
  });

  test('reports another wording such as Copy OTP', () => {
    const request = withValue(authenticationRequest(), [...BUTTONS, 0], buttons.copyCode('Copy OTP'));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'wrongText', path: valuePath(0, 0), data: { text: 'Copy OTP' } }]);
  });

  test('accepts a copy-offer-code button with the text Copy code', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 1], buttons.offerCode('SUMMER20'));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a copy-offer-code button with the text Get the code', () => {
    const request = withValue(withValue(normalRequest(), [...BUTTONS, 1], buttons.offerCode('SUMMER20')), valuePath(1, 0), 'Get the code');
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'wrongText', path: valuePath(1, 0), data: { text: 'Get the code' } }]);
  });

  test('does not check the text of other button kinds', () => {
    const request = withValue(normalRequest(), valuePath(1, 0), 'copy code');
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test.prop([fc.oneof(fc.constantFrom('Copy Code', 'Copy code', 'copy code', 'COPY CODE', 'Copy  code', 'Copy Code.'), fc.string())])(
    'a copy-code button text reports iff it is neither Copy Code nor Copy code, once at that value',
    (text) => {
      const request = withValue(authenticationRequest(), valuePath(0, 0), text);
      const expected = text === 'Copy Code' || text === 'Copy code' ? [] : [{ path: valuePath(0, 0), data: { text } }];
      expect(diagnosticsOf(request, RULE).map(({ path, data }) => ({ path, data }))).toEqual(expected);
    },
  );
});
