// A fix never makes a file worse (issue 20's fix selection; found by exploratory QA): core checks a
// request's fixes alone, so a name fixed into one another request of the file uses, or into a deleted name,
// passed that check. The CLI's --fix (fixText) and the ESLint plugin's fixes (collectDiagnostics with
// checkFixes) withhold such a fix and keep the others.
import { createValidator, type Diagnostic } from '@templint/core';
import { countArrayWork, normalRequest, withValue } from '@templint/core/testing';
import { describe, expect, test } from 'vitest';
import { collectDiagnostics } from '../collect-diagnostics.js';
import { fixText } from './fix-text.js';
import { MAX_OTHER_REQUESTS, type OtherFiles } from './other-files.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const BODY = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
const named = (name: string, body: string): unknown => withValue(withValue(normalRequest(), NAME, name), BODY, body);
const names = (text: string): unknown[] => (JSON.parse(text) as { chat_template_data: { chat_template_name: unknown } }[]).map((request) => request.chat_template_data.chat_template_name);
const validator = createValidator();

describe('a fix that would make a name repeat is withheld', () => {
  test('--fix: a name fixed into one an earlier request uses stays as it is; a name fixed into a free one is fixed', () => {
    const text = JSON.stringify([named('order_update', 'Your order {{1}} is on its way.'), named('Order_Update', 'Another order {{1}} is on its way.'), named('Order_Late', 'Your order {{1}} is late, sorry.')], null, 2);
    const { output } = fixText(text, validator);
    expect(names(output)).toEqual(['order_update', 'Order_Update', 'order_late']);
  });

  test('--fix: the earlier request\'s fix is withheld too when the repeat would land on a later one', () => {
    const text = JSON.stringify([named('Order_Update', 'Your order {{1}} is on its way.'), named('order_update', 'Another order {{1}} is on its way.')], null, 2);
    expect(names(fixText(text, validator).output)).toEqual(['Order_Update', 'order_update']);
  });

  test('--fix: a name fixed into a deleted one is withheld, in a file of one request too', () => {
    const deleting = createValidator({ deletedTemplateNames: ['order_update'] });
    const text = JSON.stringify(named('Order_Update', 'Your order {{1}} is on its way.'), null, 2);
    expect(JSON.parse(fixText(text, deleting).output)).toMatchObject({ chat_template_data: { chat_template_name: 'Order_Update' } });
    expect(JSON.parse(fixText(text, validator).output)).toMatchObject({ chat_template_data: { chat_template_name: 'order_update' } });
  });

  test('the ESLint plugin\'s suggestions: a rename into a name the file uses is not offered, the other is', () => {
    const value = [named('order_update', 'Your order {{1}} is on its way.'), named('OrderUpdate', 'Another order {{1}} is on its way.')];
    const renames = (diagnostics: readonly Diagnostic[]): string[] =>
      (diagnostics.find((diagnostic) => diagnostic.ruleId === 'template-name-format')?.suggestions ?? []).map((suggestion) => JSON.stringify(suggestion.fix.edits[0]?.op === 'set' ? suggestion.fix.edits[0].value : null));
    expect(renames(collectDiagnostics(value, validator, { together: true }))).toEqual(['"orderupdate"', '"order_update"']);
    expect(renames(collectDiagnostics(value, validator, { together: true, checkFixes: true }))).toEqual(['"orderupdate"']);
  });

  test('the ESLint plugin\'s fixes: the diagnostic stays, its fix is withheld', () => {
    const value = [named('order_update', 'Your order {{1}} is on its way.'), named('Order_Update', 'Another order {{1}} is on its way.')];
    const format = (diagnostics: readonly Diagnostic[]): Diagnostic | undefined => diagnostics.find((diagnostic) => diagnostic.ruleId === 'template-name-format');
    expect(format(collectDiagnostics(value, validator, { together: true }))?.fix).toBeDefined();
    const checked = format(collectDiagnostics(value, validator, { together: true, checkFixes: true }));
    expect(checked).toMatchObject({ ruleId: 'template-name-format', path: [1, ...NAME] });
    expect(checked?.fix).toBeUndefined();
  });
});

describe('the check reads only what an edit can repeat', () => {
  const suggestionsOf = (diagnostics: readonly Diagnostic[], ruleId: string): number =>
    diagnostics.filter((diagnostic) => diagnostic.ruleId === ruleId).reduce((sum, diagnostic) => sum + (diagnostic.suggestions?.length ?? 0), 0);

  test('every repeat of a name keeps its rename into a free name (each applied alone repeats nothing)', () => {
    const value = Array.from({ length: 5 }, (_, index) => named('order_update', `Order ${String(index)}: {{1}} is on its way.`));
    const checked = collectDiagnostics(value, validator, { together: true, checkFixes: true });
    expect(suggestionsOf(checked, 'template-name-duplicate')).toBe(4);
    expect(suggestionsOf(checked, 'template-name-duplicate')).toBe(suggestionsOf(collectDiagnostics(value, validator, { together: true }), 'template-name-duplicate'));
  });

  test('a rename into a name a LATER request uses is not offered either', () => {
    const value = [named('OrderUpdate', 'Your order {{1}} is on its way.'), named('order_update', 'Another order {{1}} is on its way.')];
    const renames = collectDiagnostics(value, validator, { together: true, checkFixes: true }).find((diagnostic) => diagnostic.ruleId === 'template-name-format')?.suggestions ?? [];
    expect(renames.map((suggestion) => (suggestion.fix.edits[0]?.op === 'set' ? suggestion.fix.edits[0].value : null))).toEqual(['orderupdate']);
  });

  // Work is counted (array element visits), not timed: it compared the whole file once per suggestion.
  const workPerRequest = (make: (index: number) => unknown, count: number): number => {
    const value = Array.from({ length: count }, (_, index) => make(index));
    return countArrayWork(() => collectDiagnostics(value, validator, { together: true, checkFixes: true })).work / count;
  };
  test.each([
    ['every request repeats one name (a rename suggested at each)', (index: number) => named('order_update', `Order ${String(index)}: {{1}} is on its way.`)],
    ['every request has a name in camelCase (two renames suggested at each)', (index: number) => named(`orderUpdate${String(index)}`, `Order ${String(index)}: {{1}} is on its way.`)],
    // A rename keeps the wording: the copies that share it were compared for each rename offered.
    ['every request is one copy, name and wording (a rename suggested at each)', () => named('order_update', 'Your order {{1}} is on its way.')],
  ])('%s: work per request at 4 times the requests stays within 2 times', (_, make) => {
    // 50 and 200 requests: a check that validates the file again per suggestion (the fault this guards
    // against) gives about 4 times the work per request at any size; the counting itself makes a larger file
    // slow (400 requests took 4-5.7 s of a 5 s timeout in a full run on 2 cores).
    expect(workPerRequest(make, 200) / workPerRequest(make, 50)).toBeLessThan(2);
  });

  test('one request with a fix and a suggestion for each of its variables: work per variable at 4 times the variables stays within 2 times', () => {
    // Each variable is named `{{Var-i}}` (renamed by a fix) with a loose row ` {{var_i}} `: a suggestion each.
    // Checking the suggestions one by one validated the whole request once for each (and the fixes too).
    const request = (count: number): unknown =>
      withValue(
        withValue(normalRequest(), BODY, `${Array.from({ length: count }, (_, index) => `w {{Var-${String(index)}}}`).join(' ')} end.`),
        ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data'],
        Array.from({ length: count }, (_, index) => ({ chat_template_dynamic_variable_key: ` {{var_${String(index)}}} `, chat_template_dynamic_variable_sample_value: 'a\nb' })),
      );
    const perVariable = (count: number): number => {
      const value = { ...(request(count) as Record<string, unknown>), flag_named_parameter: true };
      return countArrayWork(() => collectDiagnostics(value, validator, { together: true, checkFixes: true })).work / count;
    };
    expect(perVariable(400) / perVariable(100)).toBeLessThan(2);
  });
});


describe('the other files of the account (--fix over many files)', () => {
  const entryOf = (name: string, body: string) => validator.validateEntry(named(name, body)).entry;
  /** Other files holding these entries; records what the check asked and with which limit. */
  const otherFiles = (entries: readonly ReturnType<typeof entryOf>[], asked: string[] = []): OtherFiles => ({
    named: (name, limit) => {
      asked.push(`name ${name}`);
      const found = entries.filter((entry) => entry.name === name);
      return found.length > limit ? undefined : found;
    },
    worded: (wording, limit) => {
      asked.push(`wording ${wording}`);
      const found = entries.filter((entry) => entry.wording === wording);
      return found.length > limit ? undefined : found;
    },
  });
  const text = JSON.stringify(named('Order_Update', 'Your order {{1}} is on its way.'), null, 2);
  const nameOf = (output: string): unknown => (JSON.parse(output) as { chat_template_data: { chat_template_name: unknown } }).chat_template_data.chat_template_name;

  test('a name fixed into one another file has stays as it is; into a name no other file has, it is fixed', () => {
    expect(nameOf(fixText(text, validator, { otherFiles: otherFiles([entryOf('order_update', 'Another order {{1}} is on its way.')]) }).output)).toBe('Order_Update');
    expect(nameOf(fixText(text, validator, { otherFiles: otherFiles([entryOf('order_late', 'Another order {{1}} is on its way.')]) }).output)).toBe('order_update');
  });

  test('only the part a fix changes is asked for: the name, not the wording it leaves as it was', () => {
    const asked: string[] = [];
    fixText(text, validator, { otherFiles: otherFiles([], asked) });
    expect(asked).toEqual(['name order_update']);
  });

  test(`past ${String(MAX_OTHER_REQUESTS)} other requests with the new name, the fix is withheld without comparing them all`, () => {
    const many = Array.from({ length: MAX_OTHER_REQUESTS + 1 }, (_, index) => ({ ...entryOf('order_update', `Order ${String(index)} {{1}} is on its way.`), integration: `pi_other_${String(index)}` }));
    expect(nameOf(fixText(text, validator, { otherFiles: otherFiles(many.slice(0, MAX_OTHER_REQUESTS)) }).output)).toBe('order_update');
    expect(nameOf(fixText(text, validator, { otherFiles: otherFiles(many) }).output)).toBe('Order_Update');
  });
});
