import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { INTERACTIVE_STYLE_NAMES } from '../../catalog/catalog.js';
import { INTERACTIVE_BODY_MAX_LENGTH } from '../../spec/limits.js';
import type { JsonRecord } from '../../testing/builders.js';
import { ctaUrlRequest, flowRequest, listRequest, normalRequest, replyButtonsRequest, textRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { interactiveBodyMaxLength } from './interactive-body-max-length.js';

const BODY_TEXT = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];

/** The fixture with its body text replaced. */
function withBody(request: JsonRecord, text: string): JsonRecord {
  return withValue(request, BODY_TEXT, text);
}

new RuleTester({ describe, test }).run(interactiveBodyMaxLength, {
  valid: [
    ...validFixtureCases(),
    { name: 'a 1024-character CTA URL body', request: withBody(ctaUrlRequest(), 'a'.repeat(1024)) },
    { name: 'a 4096-character list body', request: withBody(listRequest(), 'a'.repeat(4096)) },
    { name: '1023 characters and a {{1}} (a variable counts as one character)', request: withBody(ctaUrlRequest(), `${'a'.repeat(1023)}{{1}}`) },
    { name: '1024 emoji (an emoji counts as one character)', request: withBody(ctaUrlRequest(), '😀'.repeat(1024)) },
    { name: 'a 4097-character body of a normal template', request: withBody(normalRequest(), 'a'.repeat(4097)) },
    {
      name: 'a 1025-character CTA URL body when the interactive flag is not true',
      request: withValue(withBody(ctaUrlRequest(), 'a'.repeat(1025)), ['chat_template_flag_interactive_message'], false),
    },
  ],
  invalid: [
    {
      name: 'a 1025-character CTA URL body, at the body text',
      request: withBody(ctaUrlRequest(), 'a'.repeat(1025)),
      errors: [{ messageId: 'tooLong', path: BODY_TEXT, data: { count: 1025, limit: 1024, kind: 'cta_url', style: 'CTA URL', excess: 1 } }],
    },
    {
      name: 'a 1025-character reply-buttons body (limit recorded in spec decisions)',
      request: withBody(replyButtonsRequest(), 'a'.repeat(1025)),
      errors: [{ messageId: 'tooLong', path: BODY_TEXT, data: { count: 1025, limit: 1024, kind: 'reply_buttons', style: 'reply buttons', excess: 1 } }],
    },
    {
      name: 'a 4097-character list body',
      request: withBody(listRequest(), 'a'.repeat(4097)),
      errors: [{ messageId: 'tooLong', path: BODY_TEXT, data: { count: 4097, limit: 4096, kind: 'list', style: 'list', excess: 1 } }],
    },
    {
      name: 'a 4097-character text body',
      request: withBody(textRequest(), 'a'.repeat(4097)),
      errors: [{ messageId: 'tooLong', path: BODY_TEXT, data: { count: 4097, limit: 4096, kind: 'text', style: 'text', excess: 1 } }],
    },
    {
      name: 'a 4097-character flow body',
      request: withBody(flowRequest(), 'a'.repeat(4097)),
      errors: [{ messageId: 'tooLong', path: BODY_TEXT, data: { count: 4097, limit: 4096, kind: 'flow', style: 'flow', excess: 1 } }],
    },
    {
      name: '1024 characters and a {{1}}',
      request: withBody(ctaUrlRequest(), `${'a'.repeat(1024)}{{1}}`),
      errors: [{ messageId: 'tooLong', path: BODY_TEXT, data: { count: 1025, limit: 1024, kind: 'cta_url', style: 'CTA URL', excess: 1 } }],
    },
    {
      name: '1025 emoji',
      request: withBody(ctaUrlRequest(), '😀'.repeat(1025)),
      errors: [{ messageId: 'tooLong', path: BODY_TEXT, data: { count: 1025, limit: 1024, kind: 'cta_url', style: 'CTA URL', excess: 1 } }],
    },
  ],
});

/** A style's body limit; every style tested here has one. */
function limitOf(kind: 'cta_url' | 'reply_buttons' | 'list' | 'text' | 'flow'): number {
  const limit = INTERACTIVE_BODY_MAX_LENGTH[kind];
  if (limit === undefined) throw new Error(`no body limit for ${kind}`);
  return limit;
}

/** Each interactive style with its body limit: section 8, and for reply buttons the recorded decision. */
const styles = [
  { kind: 'cta_url', request: ctaUrlRequest },
  { kind: 'reply_buttons', request: replyButtonsRequest },
  { kind: 'list', request: listRequest },
  { kind: 'text', request: textRequest },
  { kind: 'flow', request: flowRequest },
] as const;

test('names the style as the spec does: a person reads "a CTA URL interactive body", not the id cta_url', () => {
  const [diagnostic] = diagnosticsOf(withBody(ctaUrlRequest(), 'x'.repeat(1025)), 'interactive-body-max-length');
  expect(diagnostic?.message).toBe('The body is 1025 characters (each variable counts as 1); a CTA URL interactive body allows 1024. Shorten it by 1.');
});

describe('interactive-body-max-length properties', () => {
  test('the description\'s two numbers are the limits of the styles it names with them', () => {
    expect([limitOf('reply_buttons'), limitOf('text'), limitOf('flow')]).toEqual([limitOf('cta_url'), limitOf('list'), limitOf('list')]);
  });

  test.prop([
    fc.constantFrom(...styles),
    fc.oneof({ arbitrary: fc.constantFrom(0, 1), weight: 2 }, { arbitrary: fc.integer({ min: -40, max: 40 }), weight: 1 }),
    fc.nat({ max: 40 }),
    fc.nat({ max: 40 }),
  ])(
    'a body of n characters (letters, emoji and placeholders) reports iff n exceeds its style\'s limit, once at the body',
    ({ kind, request }, offset, emoji, placeholders) => {
      const limit = limitOf(kind);
      const count = limit + offset;
      const letters = count - emoji - placeholders;
      const text = `${'😀'.repeat(emoji)}${'a'.repeat(letters)}${'{{1}}'.repeat(placeholders)}`;
      const expected = count > limit ? [{ path: BODY_TEXT, data: { count, limit, kind, style: INTERACTIVE_STYLE_NAMES[kind], excess: count - limit } }] : [];
      expect(diagnosticsOf(withBody(request(), text), 'interactive-body-max-length').map(({ path, data }) => ({ path, data }))).toEqual(expected);
    },
  );
});
