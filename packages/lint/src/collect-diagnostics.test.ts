import { createValidator, validateTemplate, type Diagnostic, type Validator } from '@templint/core';
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

  test('suggestions: false leaves suggestions out without checking them, and keeps the rest as checked', () => {
    // Every call of the validator counted: the check of a suggestion reads the changed request again.
    const validations = { count: 0 };
    const counting: Validator = {
      ...validator,
      validate: (request) => ((validations.count += 1), validator.validate(request)),
      validateEntry: (request) => ((validations.count += 1), validator.validateEntry(request)),
      compareEntries: (entries, locations) => ((validations.count += 1), validator.compareEntries(entries, locations)),
    };
    // A body variable with no row: variable-row-missing suggests the row.
    const misnamed = { ...valid, chat_template_data: { ...valid.chat_template_data, chat_template_body: { chat_template_body_value: 'Hello {{1}}, your order has shipped.' } } };
    const offered = collectDiagnostics(misnamed, counting, { checkFixes: true });
    const withSuggestions = validations.count;
    validations.count = 0;
    const left = collectDiagnostics(misnamed, counting, { checkFixes: true, suggestions: false });
    expect(offered.some((diagnostic) => (diagnostic.suggestions?.length ?? 0) > 0)).toBe(true);
    expect(left.some((diagnostic) => diagnostic.suggestions !== undefined)).toBe(false);
    const withoutSuggestions = (diagnostic: Diagnostic): unknown => ({ ...diagnostic, suggestions: undefined });
    expect(left.map(withoutSuggestions)).toEqual(offered.map(withoutSuggestions));
    // The check of the suggestions validated the request again; without them it is not run.
    expect(validations.count).toBeLessThan(withSuggestions);
  });

  test('quiet keeps errors only', () => {
    expect(collectDiagnostics(derivedName, validator).map((diagnostic) => diagnostic.severity)).toEqual(['warning']);
    expect(collectDiagnostics(derivedName, validator, { quiet: true })).toEqual([]);
  });
});
