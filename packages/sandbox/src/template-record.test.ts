// The records the sandbox builds, pinned byte for byte (key order included) for a normal template (with a
// dropdown option and a tracked button), a carousel and an interactive list, so that a change in how the
// request is read cannot change an answer unnoticed. template-record.test.records.json holds them.
import { readFileSync } from 'node:fs';
import { defaultCatalog, validateTemplate } from '@templint/core';
import { carouselRequest, listRequest, normalRequest, type JsonRecord } from '@templint/core/testing';
import { describe, expect, test } from 'vitest';
import { templateRecord, type RecordContext } from './template-record.js';

const PINNED = JSON.parse(readFileSync(new URL('./template-record.test.records.json', import.meta.url), 'utf8')) as Record<string, unknown>;

function context(): RecordContext {
  let id = 100;
  return {
    templateId: 7,
    catalog: defaultCatalog,
    username: 'sandbox',
    userAssignmentId: '42',
    now: new Date('2024-05-04T10:00:00.000Z'),
    nextId: () => (id += 1),
  };
}

/** The normal fixture with a tracked website button that also sends its URL type (a dropdown option). */
function trackedNormalRequest(): JsonRecord {
  const request = normalRequest();
  const data = request.chat_template_data as JsonRecord;
  const [website] = data.chat_template_button as JsonRecord[];
  if (!website) throw new Error('the normal fixture has a website button');
  website.flag_allow_tracking = true;
  const [entry] = website.chat_template_button_data as JsonRecord[];
  (entry?.chat_template_button_sub_type_field_data as JsonRecord[]).push({
    chat_template_button_sub_type_field_id: 3,
    field_name: 'URL type',
    field_type: 'dropdown',
    chat_template_button_sub_type_field_option_id: 2,
    chat_template_button_sub_type_field_value: 'Dynamic',
  });
  return request;
}

const CASES: readonly (readonly [name: string, request: () => JsonRecord])[] = [
  ['normal', trackedNormalRequest],
  ['carousel', carouselRequest],
  ['list', listRequest],
];

describe('templateRecord', () => {
  test.each(CASES)('builds the pinned record of the %s request, key order included', (name, request) => {
    const sent = request();
    expect(validateTemplate(sent).diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    expect(JSON.stringify(templateRecord(sent, context()), null, 2)).toBe(JSON.stringify(PINNED[name], null, 2));
  });

  test('leaves the request as it was', () => {
    const sent = trackedNormalRequest();
    templateRecord(sent, context());
    expect(sent).toEqual(trackedNormalRequest());
  });
});
