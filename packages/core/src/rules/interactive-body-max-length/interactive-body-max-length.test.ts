import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { JsonRecord } from '../../testing/builders.js';
import {
  ctaUrlRequest,
  flowRequest,
  listRequest,
  normalRequest,
  replyButtonsRequest,
  textRequest,
  validRequests,
} from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'interactive-body-max-length';
const BODY_TEXT = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];

/** The fixture with its body text replaced. */
function withBody(request: JsonRecord, text: string): JsonRecord {
  return withValue(request, BODY_TEXT, text);
}

/** Each interactive style with its body limit: section 8, and for reply buttons the recorded decision (1024). */
const styles = [
  { kind: 'cta_url', request: ctaUrlRequest, limit: 1024 },
  { kind: 'reply_buttons', request: replyButtonsRequest, limit: 1024 },
  { kind: 'list', request: listRequest, limit: 4096 },
  { kind: 'text', request: textRequest, limit: 4096 },
  { kind: 'flow', request: flowRequest, limit: 4096 },
] as const;

describe('interactive-body-max-length', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts a 1024-character CTA URL body', () => {
    expect(diagnosticsOf(withBody(ctaUrlRequest(), 'a'.repeat(1024)), RULE)).toEqual([]);
  });

  test('reports a 1025-character CTA URL body, at the body text', () => {
    expect(diagnosticsOf(withBody(ctaUrlRequest(), 'a'.repeat(1025)), RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooLong', path: BODY_TEXT, data: { count: 1025, limit: 1024, kind: 'cta_url', excess: 1 } }),
    ]);
  });

  test('reports a 1025-character reply-buttons body (limit recorded in spec decisions)', () => {
    expect(diagnosticsOf(withBody(replyButtonsRequest(), 'a'.repeat(1025)), RULE)).toMatchObject([
      { messageId: 'tooLong', path: BODY_TEXT, data: { count: 1025, limit: 1024, kind: 'reply_buttons' } },
    ]);
  });

  test('accepts a 4096-character list body', () => {
    expect(diagnosticsOf(withBody(listRequest(), 'a'.repeat(4096)), RULE)).toEqual([]);
  });

  test('reports a 4097-character list body', () => {
    expect(diagnosticsOf(withBody(listRequest(), 'a'.repeat(4097)), RULE)).toMatchObject([
      { messageId: 'tooLong', path: BODY_TEXT, data: { count: 4097, limit: 4096, kind: 'list', excess: 1 } },
    ]);
  });

  test('reports a 4097-character text body', () => {
    expect(diagnosticsOf(withBody(textRequest(), 'a'.repeat(4097)), RULE)).toMatchObject([
      { messageId: 'tooLong', path: BODY_TEXT, data: { count: 4097, limit: 4096, kind: 'text' } },
    ]);
  });

  test('reports a 4097-character flow body', () => {
    expect(diagnosticsOf(withBody(flowRequest(), 'a'.repeat(4097)), RULE)).toMatchObject([
      { messageId: 'tooLong', path: BODY_TEXT, data: { count: 4097, limit: 4096, kind: 'flow' } },
    ]);
  });

  test('counts a {{1}} as one character', () => {
    expect(diagnosticsOf(withBody(ctaUrlRequest(), `${'a'.repeat(1023)}{{1}}`), RULE)).toEqual([]);
    expect(diagnosticsOf(withBody(ctaUrlRequest(), `${'a'.repeat(1024)}{{1}}`), RULE)).toMatchObject([
      { messageId: 'tooLong', data: { count: 1025 } },
    ]);
  });

  test('counts an emoji as one character', () => {
    expect(diagnosticsOf(withBody(ctaUrlRequest(), '😀'.repeat(1024)), RULE)).toEqual([]);
    expect(diagnosticsOf(withBody(ctaUrlRequest(), '😀'.repeat(1025)), RULE)).toMatchObject([
      { messageId: 'tooLong', data: { count: 1025 } },
    ]);
  });

  test('does not apply to a normal template', () => {
    expect(diagnosticsOf(withBody(normalRequest(), 'a'.repeat(4097)), RULE)).toEqual([]);
  });

  test('does not apply when the interactive flag is not true', () => {
    const request = withValue(withBody(ctaUrlRequest(), 'a'.repeat(1025)), ['chat_template_flag_interactive_message'], false);
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test.prop([
    fc.constantFrom(...styles),
    fc.oneof({ arbitrary: fc.constantFrom(0, 1), weight: 2 }, { arbitrary: fc.integer({ min: -40, max: 40 }), weight: 1 }),
    fc.nat({ max: 40 }),
    fc.nat({ max: 40 }),
  ])(
    'a body of n characters (letters, emoji and placeholders) reports iff n exceeds its style\'s limit, once at the body',
    ({ kind, request, limit }, offset, emoji, placeholders) => {
      const count = limit + offset;
      const letters = count - emoji - placeholders;
      const text = `${'😀'.repeat(emoji)}${'a'.repeat(letters)}${'{{1}}'.repeat(placeholders)}`;
      const expected = count > limit ? [{ path: BODY_TEXT, data: { count, limit, kind, excess: count - limit } }] : [];
      expect(diagnosticsOf(withBody(request(), text), RULE).map(({ path, data }) => ({ path, data }))).toEqual(expected);
    },
  );
});
