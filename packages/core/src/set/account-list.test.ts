// The account a validator compares with (found by QA): "Get template details" answered as it is
// (`{ status, data }`) was skipped, so a repeat of the account's name went unreported; a chain of
// `withExistingTemplates` copied the whole account at each link (40,000 links took 12.9 s).
import { describe, expect, test } from 'vitest';
import { countArrayWork, normalRequest, withValue } from '../testing/index.js';
import { createValidator } from '../validator/create-validator.js';
import { validateTemplates } from '../validate.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const BODY = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
const named = (name: string, body = `A body for ${name}: your order {{1}} is on its way.`): Record<string, unknown> =>
  withValue(withValue(normalRequest(), NAME, name), BODY, body);
const ruleIds = (result: { readonly results: readonly { readonly diagnostics: readonly { readonly ruleId: string }[] }[] }): string[] =>
  result.results.flatMap((one) => one.diagnostics.map((diagnostic) => diagnostic.ruleId)).filter((id) => id.startsWith('template-name-duplicate'));

describe('the account as the API gives it', () => {
  const draft = named('order_update');
  const record = { chat_template_id: 5, provider_integration_chat_id: draft.provider_integration_chat_id, chat_template_data: [{ chat_template_name: 'order_update', chat_language_id: 2 }] };
  const answer = { status: true, data: [record] };

  test.each([
    ['a list of records', [record]],
    ['a list holding the answer', [answer]],
    ['the answer itself', answer],
  ])('%s: a draft repeating its name is reported', (_, existingTemplates) => {
    expect(ruleIds(validateTemplates([draft], { existingTemplates: existingTemplates as readonly unknown[] }))).toEqual(['template-name-duplicate']);
  });

  test.each([null, 5, 'order_update', { status: false }])('%j is no account, and no throw', (existingTemplates) => {
    expect(ruleIds(validateTemplates([draft], { existingTemplates: existingTemplates as unknown as readonly unknown[] }))).toEqual([]);
  });
});

describe('withExistingTemplates', () => {
  test('each validator of a chain compares with its own account only, whatever its siblings add', () => {
    const first = createValidator();
    const withX = first.withExistingTemplates([named('x')]);
    const withY = first.withExistingTemplates([named('y')]);
    const withXZ = withX.withExistingTemplates([named('z')]);
    const repeats = (validator: typeof first, name: string): number => ruleIds(validator.validateSet([named(name, `Another body for ${name}, order {{1}}.`)])).length;
    expect([repeats(first, 'x'), repeats(withX, 'x'), repeats(withY, 'x'), repeats(withXZ, 'x')]).toEqual([0, 1, 0, 1]);
    expect([repeats(withX, 'y'), repeats(withY, 'y'), repeats(withXZ, 'y')]).toEqual([0, 1, 0]);
    expect([repeats(withX, 'z'), repeats(withXZ, 'z')]).toEqual([0, 1]);
  });

  test('a chain of links, each adding one template, copies no account: work per link at 4 times the links stays within 2 times', () => {
    const template = named('order_update');
    const perLink = (links: number): number =>
      countArrayWork(() => {
        let validator = createValidator();
        for (let link = 0; link < links; link += 1) validator = validator.withExistingTemplates([template]);
        return validator;
      }).work / links;
    expect(perLink(2000) / perLink(500)).toBeLessThan(2);
  });

  test('a session of creates (the client\'s: validate a new request against the account so far, then add it) costs each create the same, not the account (found by QA: 4,000 creates took 27 s)', () => {
    const perCreate = (creates: number): number =>
      countArrayWork(() => {
        let validator = createValidator({ existingTemplates: [named('order_update')] });
        for (let create = 0; create < creates; create += 1) {
          const request = named(`order_${String(create)}`, `Body ${String(create)}: your order {{1}} arrives on {{2}}.`);
          if (!validator.validateSet([request]).valid) throw new Error(`create ${String(create)} was refused`);
          validator = validator.withExistingTemplates([request]);
        }
        return validator;
      }).work / creates;
    expect(perCreate(800) / perCreate(200)).toBeLessThan(1.5);
  });

  test('the account is still compared with: a repeat of an earlier create, of a name or of a wording, is reported', () => {
    let validator = createValidator();
    for (const name of ['a_1', 'a_2', 'a_3']) validator = validator.withExistingTemplates([named(name)]);
    const repeats = validator.validateSet([named('a_2', 'Another body, order {{1}}.'), named('b_1', 'A body for a_3: your order {{1}} is on its way.')]);
    expect(repeats.results.map((result) => result.diagnostics.map((diagnostic) => diagnostic.ruleId).filter((id) => id.startsWith('template-')))).toEqual([['template-name-duplicate'], ['template-content-duplicate']]);
  });
});

describe('fix with an account', () => {
  // Found by QA: the validator held the account, yet its fix renamed `Order-Update` into the account's name.
  const draft = named('Order-Update');
  const nameOf = (value: unknown): unknown => (value as { chat_template_data: { chat_template_name: unknown } }).chat_template_data.chat_template_name;

  test.each([
    ['the account holds the name', { existingTemplates: [named('order_update', 'Another body, order {{1}}.')] }],
    ['the name was deleted lately', { deletedTemplateNames: ['order_update'] }],
  ])('%s: the name is not fixed into it, and the request stays as worse as it was', (_, options) => {
    const validator = createValidator(options);
    const { request, remaining } = validator.fix(draft);
    expect(nameOf(request)).toBe('Order-Update');
    expect(remaining.map((diagnostic) => diagnostic.ruleId)).toContain('template-name-format');
  });

  test('without them, or with another name in the account, it is fixed', () => {
    expect(nameOf(createValidator().fix(draft).request)).toBe('order_update');
    expect(nameOf(createValidator({ existingTemplates: [named('order_late', 'Another body, order {{1}}.')] }).fix(draft).request)).toBe('order_update');
  });
});
