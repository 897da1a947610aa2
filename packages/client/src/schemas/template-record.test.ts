// The 2.10 record schema: strict on the table's fields, loose on the nested read form, numeric ids
// accepted as digit strings, every issue at its path.
import { defaultCatalog } from '@templint/core';
import { carouselRequest, normalRequest, textRequest } from '@templint/core/testing';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { templateRecord } from '@templint/sandbox';
import { templateRecordSchema } from './template-record.js';

let nextId = 100;

/** A record as the sandbox builds it, as JSON (a copy to change). */
function recordOf(request: unknown): Record<string, unknown> {
  const record = templateRecord(request, {
    templateId: 7,
    catalog: defaultCatalog,
    username: 'u',
    userAssignmentId: '5',
    now: new Date('2025-05-04T10:20:30.000Z'),
    nextId: () => (nextId += 1),
  });
  return JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
}

function paths(value: unknown): string[] {
  const result = v.safeParse(templateRecordSchema, value);
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue) ?? '');
}

describe('templateRecordSchema', () => {
  test('accepts the records the sandbox builds for normal, carousel and interactive templates', () => {
    for (const request of [normalRequest(), carouselRequest(), textRequest()]) expect(paths(recordOf(request))).toEqual([]);
  });

  test('reads numeric ids sent as strings as numbers, and keeps unknown fields', () => {
    const record = { ...recordOf(normalRequest()), chat_template_id: '7', extra_field: { a: 1 } };
    const parsed = v.parse(templateRecordSchema, record);
    expect(parsed.chat_template_id).toBe(7);
    expect(parsed.extra_field).toEqual({ a: 1 });
    expect(parsed.chat_template_data[0]?.chat_template_header?.chat_template_header_type_id).toBe(1);
  });

  test('requires the fields of the 2.10 table, with their types', () => {
    const withoutUsername = recordOf(normalRequest());
    delete withoutUsername.username;
    expect(paths(withoutUsername)).toEqual(['username']);
    expect(paths({ ...recordOf(normalRequest()), chat_template_flag_flow: 'no' })).toEqual(['chat_template_flag_flow']);
    expect(paths({ ...recordOf(normalRequest()), updated_at_timestamp: 'yesterday' })).toEqual(['updated_at_timestamp']);
    expect(paths({ ...recordOf(normalRequest()), chat_template_id: 'seven' })).toEqual(['chat_template_id']);
  });

  test('lets nested read-form fields be absent or null, but checks a typed one when present', () => {
    const record = recordOf(normalRequest());
    const [data] = record.chat_template_data as Record<string, unknown>[];
    expect(paths({ ...record, chat_template_data: [{ ...data, chat_template_header: null, chat_template_footer: undefined }] })).toEqual([]);
    expect(paths({ ...record, chat_template_data: [{ ...data, chat_template_body: { chat_template_body_value: 5 } }] })).toEqual([
      'chat_template_data.0.chat_template_body.chat_template_body_value',
    ]);
  });

  test('a normal template must carry its approval status; an interactive one may have none', () => {
    expect(paths({ ...recordOf(normalRequest()), chat_template_metadata: null })).toEqual(['chat_template_metadata']);
    expect(paths(recordOf(textRequest()))).toEqual([]);
  });
});
