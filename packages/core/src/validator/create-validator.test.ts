import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Catalog, LanguageEntry } from '../catalog/catalog.js';
import { defaultCatalog } from '../catalog/default-catalog.js';
import { fixTemplate } from '../fix/fix-template.js';
import { mutatedRequest, propertyRuns, validRequest } from '../testing/arbitraries.js';
import { normalRequest } from '../testing/fixtures.js';
import { withValue } from '../testing/helpers.js';
import { misspelledKeyMutation, mutations } from '../testing/mutations.js';
import { validateTemplate } from '../validate.js';
import { createValidator } from './create-validator.js';

const LANGUAGE = ['chat_template_data', 'chat_language_id'];
const languageErrors = (result: ReturnType<typeof validateTemplate>): string[] =>
  result.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'known-catalog-id').map((diagnostic) => diagnostic.messageId);

/** The example catalog with its own language list, so a test may change that list. */
function catalogWithLanguages(languages: LanguageEntry[]): Catalog {
  return { ...defaultCatalog, languages };
}

describe('validateTemplate', () => {
  test('answers for the catalog as it is at the call: a language pushed into the same catalog is known next time', () => {
    const languages: LanguageEntry[] = [];
    const catalog = catalogWithLanguages(languages);
    const request = withValue(normalRequest(), LANGUAGE, 37);
    expect(languageErrors(validateTemplate(request, { catalog }))).toEqual(['language']);
    languages.push({ id: 37, name: 'Hungarian', code: 'hu' });
    expect(languageErrors(validateTemplate(request, { catalog }))).toEqual([]);
  });

  test('answers for the names as they are at the call', () => {
    const names = new Set<string>();
    const request = normalRequest();
    const name = (request.chat_template_data as Record<string, unknown>).chat_template_name as string;
    expect(validateTemplate(request, { existingTemplateNames: names }).diagnostics.map((d) => d.ruleId)).not.toContain('template-name-unique');
    names.add(name);
    expect(validateTemplate(request, { existingTemplateNames: names }).diagnostics.map((d) => d.ruleId)).toContain('template-name-unique');
  });
});

describe('createValidator', () => {
  test('reads the catalog when it is made: a later change needs a new validator', () => {
    const languages: LanguageEntry[] = [];
    const catalog = catalogWithLanguages(languages);
    const validator = createValidator({ catalog });
    const request = withValue(normalRequest(), LANGUAGE, 37);
    languages.push({ id: 37, name: 'Hungarian', code: 'hu' });
    expect(languageErrors(validator.validate(request))).toEqual(['language']);
    expect(languageErrors(createValidator({ catalog }).validate(request))).toEqual([]);
  });

  test('accepts ESLint severity words and numbers: warn, 0, 1, 2', () => {
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_template_name'], 'Bad Name');
    const severityOf = (setting: 'warn' | 0 | 1 | 2 | 'error'): string[] =>
      createValidator({ rules: { 'template-name-format': setting } })
        .validate(request)
        .diagnostics.filter((diagnostic) => diagnostic.ruleId === 'template-name-format')
        .map((diagnostic) => diagnostic.severity);
    expect(severityOf('warn')).toEqual(['warning']);
    expect(severityOf(1)).toEqual(['warning']);
    expect(severityOf(2)).toEqual(['error']);
    expect(severityOf('error')).toEqual(['error']);
    expect(severityOf(0)).toEqual([]);
  });

  // A valid request broken at one place by one of the targeted mutations (or left as it is when none applies).
  const mutated = mutatedRequest(validRequest);

  // Two mutations at once: fixes of one must not break what the other left alone.
  const mutatedTwice = mutatedRequest(mutated);

  // A malformed variable name on top: its rename fix is the one that could mix kinds (issue 12).
  const renamed = mutations.find((mutation) => mutation.ruleId === 'variable-name-format');
  const mutatedThenRenamed = renamed ? mutatedRequest(fc.oneof(validRequest, mutated), [renamed]) : mutated;

  // A misspelled key holding a value of the wrong type: renaming it back would add an error (issue 21 point 5).
  const misspelled = mutatedRequest(fc.oneof(validRequest, mutated), [misspelledKeyMutation]);

  const errorRuleIds = (request: unknown): Set<string> =>
    new Set(validateTemplate(request).diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.ruleId));

  test.prop([fc.oneof(mutated, mutatedTwice, mutatedThenRenamed, misspelled)], { numRuns: propertyRuns })(
    'a fix never makes things worse: the error rule ids after fixing are a subset of those before, and fixing again changes nothing',
    (request) => {
      const before = errorRuleIds(request);
      const { request: fixed } = fixTemplate(request);
      const added = [...errorRuleIds(fixed)].filter((ruleId) => !before.has(ruleId));
      expect(added, `before: ${[...before].join(', ')}`).toEqual([]);
      const again = fixTemplate(fixed);
      expect(again.fixed).toEqual([]);
      expect(again.request).toEqual(fixed);
    },
    60_000,
  );

  test.prop([fc.oneof(validRequest, mutated)], { numRuns: propertyRuns })('validates as validateTemplate does, request after request', (request) => {
    const options = { existingTemplateNames: ['order_update'], flowIds: ['1234567890'] };
    const validator = createValidator(options);
    expect(validator.validate(request)).toEqual(validateTemplate(request, options));
    // Reused: the second answer is the same as the first (no state carried between requests).
    expect(validator.validate(request)).toEqual(validateTemplate(request, options));
  });

  test.prop([mutated], { numRuns: propertyRuns })('fixes as fixTemplate does, and fixing again changes nothing', (request) => {
    const validator = createValidator();
    const fixed = validator.fix(request);
    expect(fixed).toEqual(fixTemplate(request));
    expect(validator.fix(fixed.request).fixed).toEqual([]);
  });
});
