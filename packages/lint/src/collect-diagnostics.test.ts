import { createValidator, validateTemplate } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { collectDiagnostics } from './collect-diagnostics.js';
import { MINIMAL_REQUEST } from './minimal-request.test-support.js';

const valid = MINIMAL_REQUEST;
const invalid = { ...valid, provider_integration_chat_id: '' };
const unnamed: Record<string, unknown> = { ...valid.chat_template_data, chat_template_display_name: 'Hello' };
delete unnamed.chat_template_name;
const derivedName = { ...valid, chat_template_data: unnamed };

const validator = createValidator();

describe('collectDiagnostics', () => {
  test('one request: its diagnostics as validateTemplate gives them', () => {
    expect(collectDiagnostics(invalid, validator)).toEqual(validateTemplate(invalid).diagnostics);
  });

  test('an array: each request validated, paths prefixed by its index', () => {
    expect(collectDiagnostics([valid, invalid, invalid], validator).map((diagnostic) => diagnostic.path)).toEqual([
      [1, 'provider_integration_chat_id'],
      [2, 'provider_integration_chat_id'],
    ]);
  });

  test('passes the validate options on', () => {
    expect(collectDiagnostics(valid, createValidator({ existingTemplateNames: ['hello'] })).map((diagnostic) => diagnostic.ruleId)).toEqual(['template-name-unique']);
  });

  test('quiet keeps errors only', () => {
    expect(collectDiagnostics(derivedName, validator).map((diagnostic) => diagnostic.severity)).toEqual(['warning']);
    expect(collectDiagnostics(derivedName, validator, { quiet: true })).toEqual([]);
  });
});
