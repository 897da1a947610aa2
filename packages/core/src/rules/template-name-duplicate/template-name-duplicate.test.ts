import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { validateTemplates } from '../../validate.js';
import { authenticationRequest, normalRequest } from '../../testing/fixtures.js';
import { withValue } from '../../testing/helpers.js';
import { propertyRuns, validRequest } from '../../testing/arbitraries.js';
import { SetRuleTester } from '../../testing/set-rule-tester.js';
import type { JsonRecord } from '../../testing/builders.js';
import { templateNameDuplicate } from './template-name-duplicate.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const named = (name: string, request: JsonRecord = normalRequest()): JsonRecord => withValue(request, NAME, name);
const inIntegration = (request: JsonRecord, integration: string): JsonRecord => withValue(request, ['provider_integration_chat_id'], integration);
const inLanguage = (request: JsonRecord, language: number): JsonRecord => withValue(request, ['chat_template_data', 'chat_language_id'], language);
const renamed = (request: JsonRecord, name: string): { message: string; output: unknown } => ({
  message: `Rename it \`${name}\`, a name no template uses.`,
  output: named(name, request),
});

/** A template record (spec 2.10) as "Get template details" returns it, with one data record. */
function record(name: string, language: number | string, id = 42): JsonRecord {
  return {
    chat_template_id: id,
    provider_integration_chat_id: 'pi_0001',
    chat_template_flag_interactive_message: false,
    chat_template_type: { chat_template_type_id: 1, name: 'Simple message' },
    chat_template_data: [
      {
        chat_template_data_id: 7,
        chat_template_name: name,
        chat_template_category_id: '2',
        chat_language_data: { chat_language_id: language, chat_language_name: 'English (US)', chat_language_abbr: 'en_US' },
        chat_template_body: { chat_template_body_id: 9, chat_template_body_value: 'Something else entirely.' },
      },
    ],
  };
}

new SetRuleTester({ describe, test }).run(templateNameDuplicate, {
  valid: [
    { name: 'one request', requests: [normalRequest()] },
    { name: 'two names', requests: [named('order_update'), named('order_shipped')] },
    { name: 'the same name in another provider-integration', requests: [normalRequest(), inIntegration(normalRequest(), 'pi_0002')] },
    {
      name: 'the same name in another language, when allowOtherLanguages is set',
      requests: [normalRequest(), inLanguage(normalRequest(), 3)],
      options: { rules: { 'template-name-duplicate': ['error', { allowOtherLanguages: true }] } },
    },
    { name: 'an account template of another name', requests: [normalRequest()], options: { existingTemplates: [record('welcome', 2)] } },
    // A request that sends an account template's id is that template (re-sent, or its file kept after it
    // was created): not a repeat of itself (found by QA).
    { name: 'a request of the account template it names by id', requests: [withValue(normalRequest(), ['chat_template_id'], 42)], options: { existingTemplates: [record('order_update', 2, 42)] } },
  ],
  invalid: [
    {
      name: 'two requests with one name and language: the second is reported, naming the first',
      requests: [normalRequest(), named('order_update', authenticationRequest())],
      errors: [
        {
          index: 1,
          messageId: 'sameLanguage',
          path: NAME,
          data: { name: 'order_update', integration: 'pi_0001', other: 'the request at index 0 (`order_update`)' },
          related: { index: 0 },
          suggestions: [renamed(named('order_update', authenticationRequest()), 'order_update_2')],
        },
      ],
    },
    {
      name: 'the caller\'s locations name the other template',
      requests: [normalRequest(), normalRequest()],
      options: { locations: ['templates/a.json:1:1', 'templates/b.json:1:1'] },
      errors: [
        {
          index: 1,
          messageId: 'sameLanguage',
          message:
            'The template name `order_update` is already used for the same language by `order_update` at templates/a.json:1:1 in provider-integration `pi_0001`; the service refuses a name that is not unique (the approval authority too: error 2388024). Choose another name.',
          related: { index: 0, label: '`order_update` at templates/a.json:1:1' },
          suggestions: [renamed(normalRequest(), 'order_update_2')],
        },
      ],
    },
    {
      name: 'the same name in another language (spec 7 condition 10 still refuses it)',
      requests: [normalRequest(), inLanguage(normalRequest(), 3)],
      errors: [{ index: 1, messageId: 'otherLanguage', related: { index: 0 }, suggestions: [renamed(inLanguage(normalRequest(), 3), 'order_update_2')] }],
    },
    {
      name: 'three copies: each after the first is reported, with its own free name',
      requests: [normalRequest(), normalRequest(), normalRequest()],
      errors: [
        { index: 1, messageId: 'sameLanguage', related: { index: 0 }, suggestions: [renamed(normalRequest(), 'order_update_2')] },
        { index: 2, messageId: 'sameLanguage', related: { index: 0 }, suggestions: [renamed(normalRequest(), 'order_update_3')] },
      ],
    },
    {
      name: 'a name the account holds (a template record, ids as strings) is reported at the request, and the free name skips used ones',
      requests: [normalRequest(), named('order_update_2')],
      options: { existingTemplates: [record('order_update', '2')] },
      errors: [
        {
          index: 0,
          messageId: 'sameLanguage',
          data: { other: "the account's template `order_update` (id 42)" },
          related: { label: "the account's template `order_update` (id 42)" },
          suggestions: [renamed(normalRequest(), 'order_update_3')],
        },
      ],
    },
    {
      name: 'a request of one account template repeats the name of another',
      requests: [withValue(normalRequest(), ['chat_template_id'], 42)],
      options: { existingTemplates: [record('order_update', 2, 42), record('order_update', 2, 43)] },
      errors: [{ index: 0, messageId: 'sameLanguage', data: { other: "the account's template `order_update` (id 43)" }, suggestions: [renamed(withValue(normalRequest(), ['chat_template_id'], 42), 'order_update_2')] }],
    },
    {
      // The account's templates come first, its own file too: a new request met before it was reported, and
      // so was the created template's file, as a repeat of that new request (found by QA).
      name: 'a new request before the file of the account template it repeats: only the new request is reported',
      requests: [withValue(normalRequest(), ['chat_template_id'], null), withValue(normalRequest(), ['chat_template_id'], 42)],
      options: { existingTemplates: [record('order_update', 2, 42)] },
      errors: [{ index: 0, messageId: 'sameLanguage', data: { other: "the account's template `order_update` (id 42)" }, suggestions: [renamed(withValue(normalRequest(), ['chat_template_id'], null), 'order_update_2')] }],
    },
    {
      name: 'a request sending another id, or null, is a new template',
      requests: [withValue(normalRequest(), ['chat_template_id'], 41), withValue(normalRequest(), ['chat_template_id'], null)],
      options: { existingTemplates: [record('order_update', 2, 42)] },
      errors: [
        { index: 0, messageId: 'sameLanguage', data: { other: "the account's template `order_update` (id 42)" }, suggestions: [renamed(withValue(normalRequest(), ['chat_template_id'], 41), 'order_update_2')] },
        { index: 1, messageId: 'sameLanguage', data: { other: "the account's template `order_update` (id 42)" }, suggestions: [renamed(withValue(normalRequest(), ['chat_template_id'], null), 'order_update_3')] },
      ],
    },
    {
      name: 'a name the account holds, given as a create request',
      requests: [normalRequest()],
      options: { existingTemplates: [normalRequest()] },
      errors: [{ index: 0, messageId: 'sameLanguage', data: { other: "the account's template `order_update`" }, suggestions: [renamed(normalRequest(), 'order_update_2')] }],
    },
    {
      name: 'a derived name is compared too',
      requests: [normalRequest(), withValue(normalRequest(), NAME, undefined)],
      errors: [
        {
          index: 1,
          messageId: 'sameLanguage',
          data: { name: 'order_update' },
          suggestions: [renamed(withValue(normalRequest(), NAME, undefined), 'order_update_2')],
        },
      ],
    },
  ],
});

/** Requests of distinct names, so the set is free of duplicates by construction. */
const validSet = fc.array(validRequest, { minLength: 1, maxLength: 6 }).map((requests) =>
  requests.map((request, index) => named(`template_${String(index)}`, request)),
);

describe('a name derived from the display name', () => {
  const DISPLAY = ['chat_template_data', 'chat_template_display_name'];
  const derived = withValue(normalRequest(), NAME, undefined);
  test('is reported at the display name it comes from (there is no name to point at)', () => {
    const found = validateTemplates([normalRequest(), derived]).results[1]?.diagnostics.find((diagnostic) => diagnostic.ruleId === 'template-name-duplicate');
    expect(found?.path).toEqual(DISPLAY);
  });
  test('is the display name a repeat of it names as the first', () => {
    const found = validateTemplates([derived, normalRequest()]).results[1]?.diagnostics.find((diagnostic) => diagnostic.ruleId === 'template-name-duplicate');
    expect([found?.path, found?.related?.path]).toEqual([NAME, DISPLAY]);
  });
});

describe('template-name-duplicate properties', () => {
  test.prop([validSet, fc.nat(), fc.nat()], { numRuns: propertyRuns })(
    'adding a copy of any member to a set of distinct names adds exactly one error, at the copy, naming the original',
    (requests, pick, at) => {
      const original = pick % requests.length;
      const copy = JSON.parse(JSON.stringify(requests[original])) as JsonRecord;
      const position = original + 1 + (at % (requests.length - original));
      const grown = [...requests.slice(0, position), copy, ...requests.slice(position)];
      const own = (set: readonly unknown[]) =>
        validateTemplates(set).results.flatMap((result, index) => result.diagnostics.filter((d) => d.ruleId === 'template-name-duplicate').map((d) => ({ index, d })));
      expect(own(requests)).toEqual([]);
      const after = own(grown);
      expect(after.map(({ index, d }) => [index, d.related?.index, d.severity])).toEqual([[position, original, 'error']]);
    },
  );
});
