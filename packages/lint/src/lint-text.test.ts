import { createValidator } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { fixJudgeOf } from './fix/fix-judge.js';
import { fixText } from './fix/fix-text.js';
import { lintText } from './lint-text.js';
import type { LintMessage } from './lint-result.js';
import { MINIMAL_REQUEST } from './minimal-request.test-support.js';

const valid = MINIMAL_REQUEST;

describe('lintText', () => {
  test('a valid request has no messages', () => {
    expect(lintText(JSON.stringify(valid, null, 2), { filePath: 'a.json' })).toMatchObject({ messages: [], errorCount: 0, warningCount: 0 });
  });

  test('locates a diagnostic at its value, 1-based', () => {
    const text = JSON.stringify({ ...valid, provider_integration_chat_id: '' }, null, 2);
    const [message] = lintText(text, { filePath: 'a.json' }).messages;
    expect(message).toMatchObject({ ruleId: 'provider-integration-id', severity: 2, line: 2, column: 35, endLine: 2, endColumn: 37, path: ['provider_integration_chat_id'] });
  });

  test('lints each request of an array, prefixing paths with the index', () => {
    const text = JSON.stringify([valid, { ...valid, provider_integration_chat_id: '' }]);
    const result = lintText(text, { filePath: 'a.json' });
    expect(result.messages.map((message) => message.path)).toEqual([[1, 'provider_integration_chat_id']]);
  });

  test('compares the requests of one text only when asked (together), naming the first by its line', () => {
    const text = JSON.stringify([valid, valid], null, 2);
    expect(lintText(text, { filePath: 'a.json' }).messages).toEqual([]);
    const messages = lintText(text, { filePath: 'a.json', together: true }).messages;
    expect(messages.map((message) => [message.ruleId, message.line, message.path])).toEqual([
      ['template-name-duplicate', 16, [1, 'chat_template_data', 'chat_template_name']],
      ['template-content-duplicate', 20, [1, 'chat_template_data', 'chat_template_body', 'chat_template_body_value']],
    ]);
    expect(messages[0]?.message).toContain('by `hello` at line 2 in provider-integration `pi_1`');
    expect(messages[0]?.suggestions?.[0]?.desc).toBe('Rename it `hello_2`, a name no template uses.');
  });

  test('a fix is given only when applying it alone neither adds an error nor makes the text repeat a name', () => {
    // An editor applies each message's fix as it is given: `Order_Update` fixed to `order_update` beside an
    // `order_update` would trade a format error for a repeat.
    const other = { ...valid, chat_template_data: { ...valid.chat_template_data, chat_template_name: 'order_update' } };
    const misnamed = { ...valid, chat_template_data: { ...valid.chat_template_data, chat_template_name: 'Order_Update', chat_template_body: { chat_template_body_value: 'It is on its way.' } } };
    for (const together of [false, true]) {
      const beside = lintText(JSON.stringify([other, misnamed], null, 2), { filePath: 'a.json', together }).messages.find((message) => message.ruleId === 'template-name-format');
      expect(beside?.fix).toBeUndefined();
      const alone = lintText(JSON.stringify([misnamed], null, 2), { filePath: 'a.json', together }).messages.find((message) => message.ruleId === 'template-name-format');
      expect(alone?.fix?.text).toBe('"order_update"');
    }
  });

  test('two fixes sound together are each checked alone too: a rename that needs the other is not given', () => {
    // Found by the fix fuzz: both misspelt keys renamed make a sound interactive text template, so both
    // fixes were given; the flag's rename applied alone (an editor's quick fix, a tool reading -f json)
    // made the template interactive without its `interactive_type_id`, a new error.
    const text = `{
  "provider_integration_chat_id": "pi_0001",
  "hat_template_flag_interactive_message": true,
  "nteractive_type_id": 3,
  "chat_template_data": {
    "chat_template_name": "interactive_text",
    "chat_template_body": { "chat_template_body_value": "Thanks for reaching out! We will reply shortly." }
  }
}`;
    const fixes = lintText(text, { filePath: 'a.json' }).messages.filter((message) => message.ruleId === 'unknown-field').map((message) => message.fix?.text);
    expect(fixes).toEqual([undefined, '"interactive_type_id"']);
    const typeFirst = lintText(text.replace('"nteractive_type_id"', '"interactive_type_id"'), { filePath: 'a.json' }).messages;
    expect(typeFirst.find((message) => message.ruleId === 'unknown-field')?.fix?.text).toBe('"chat_template_flag_interactive_message"');
  });

  test('without edits (the CLI\'s stylish run), a withheld fix is not counted as fixable: the count is what --fix applies', () => {
    const other = { ...valid, chat_template_data: { ...valid.chat_template_data, chat_template_name: 'order_update' } };
    const misnamed = { ...valid, chat_template_data: { ...valid.chat_template_data, chat_template_name: 'Order_Update', chat_template_body: { chat_template_body_value: 'It is on its way.' } } };
    expect(lintText(JSON.stringify([other, misnamed], null, 2), { filePath: 'a.json', fixes: false }).fixableErrorCount).toBe(0);
    expect(lintText(JSON.stringify([misnamed], null, 2), { filePath: 'a.json', fixes: false }).fixableErrorCount).toBe(1);
  });

  test('reports invalid JSON as one fatal message with its position', () => {
    const result = lintText('{\n  "a": 1,\n}', { filePath: 'broken.json' });
    expect(result).toMatchObject({ errorCount: 1, fatalErrorCount: 1 });
    expect(result.messages[0]).toMatchObject({ ruleId: null, fatal: true, line: 3, column: 1 });
    expect(result.messages[0]?.message).toMatch(/^Parsing error: /);
  });

  test('quiet drops warnings', () => {
    const data: Record<string, unknown> = { ...valid.chat_template_data, chat_template_display_name: 'Hello' };
    delete data.chat_template_name;
    const text = JSON.stringify({ ...valid, chat_template_data: data });
    expect(lintText(text, { filePath: 'a.json' }).warningCount).toBe(1);
    expect(lintText(text, { filePath: 'a.json', quiet: true }).messages).toEqual([]);
  });

  test('without fixes, messages carry no edits but the fixable counts stay', () => {
    // A misspelt key: unknown-field offers to rename it.
    const { provider_integration_chat_id: id, ...rest } = valid;
    const text = JSON.stringify({ provider_integration_chat_idd: id, ...rest }, null, 2);
    const withFixes = lintText(text, { filePath: 'a.json' });
    const without = lintText(text, { filePath: 'a.json', fixes: false });
    expect(withFixes.fixableErrorCount + withFixes.fixableWarningCount).toBeGreaterThan(0);
    expect(without.messages.some((message) => message.fix !== undefined || message.suggestions !== undefined)).toBe(false);
    const located = (messages: readonly LintMessage[]) => messages.map((message) => [message.ruleId, message.message, message.line, message.column]);
    expect(located(without.messages)).toEqual(located(withFixes.messages));
    expect([without.fixableErrorCount, without.fixableWarningCount]).toEqual([withFixes.fixableErrorCount, withFixes.fixableWarningCount]);
  });
});

describe('lintText on text no parser should choke on', () => {
  test('a raw tab inside a string is reported where it is, not at 1:1', () => {
    const text = '{\n  "provider_integration_chat_id": "pi\t1"\n}';
    expect(lintText(text, { filePath: 'a.json' }).messages).toEqual([
      { ruleId: null, fatal: true, severity: 2, message: 'Parsing error: a raw control character (U+0009) inside a string; write it as \\t.', line: 2, column: 38 },
    ]);
  });

  test('a raw line break inside a string is reported where it is', () => {
    const text = '{"provider_integration_chat_id": "pi\n1"}';
    expect(lintText(text, { filePath: 'a.json' }).messages[0]).toMatchObject({ fatal: true, line: 1, column: 37, message: 'Parsing error: a raw control character (U+000A) inside a string; write it as \\n.' });
  });

  test('an earlier syntax error is reported before a later raw control character', () => {
    const text = '{"a" 1, "b": "x\ty"}';
    expect(lintText(text, { filePath: 'a.json' }).messages[0]).toMatchObject({ fatal: true, line: 1, column: 6 });
  });

  test('a text cut short is said to stop early, at its end (it blamed a sound `{`, key or comma, or pointed at 1:1)', () => {
    const stops = 'Parsing error: Unexpected end of input found: the text stops before its last object or array is closed.';
    const cut = (text: string) => lintText(text, { filePath: 'a.json' }).messages.map(({ message, line, column }) => [message, line, column]);
    expect(cut('{\n  "provider_integration_chat_id": "pi_1",\n  "chat_template_data": {')).toEqual([[stops, 3, 26]]);
    expect(cut('{\n  "provider_integration_chat_id": "pi_1",\n\n')).toEqual([[stops, 2, 42]]);
    expect(cut('{\n  "provider_integration_chat_id"')).toEqual([[stops, 2, 33]]);
    expect(cut('{\n  "provider_integration_chat_id": [')).toEqual([[stops, 2, 36]]);
    // A token that is wrong where it stands keeps momoa's words, at the end of the text or not.
    expect(cut('{"a": 1}}')).toEqual([['Parsing error: Unexpected token RBrace found.', 1, 9]]);
    expect(cut('{"a": 1 "b"')).toEqual([['Parsing error: Unexpected token String found.', 1, 9]]);
    expect(cut('{"a": 1,}')).toEqual([['Parsing error: Unexpected token RBrace found.', 1, 9]]);
    expect(cut('  ')).toEqual([['Parsing error: Unexpected end of input found.', 1, 1]]);
  });

  test('an unclosed 100,000-deep array is a parse error with a position, not a stack overflow', () => {
    const text = `\n${'['.repeat(100_000)}`;
    expect(lintText(text, { filePath: 'a.json' }).messages).toEqual([
      { ruleId: null, fatal: true, severity: 2, message: 'Parsing error: arrays and objects nested deeper than 1000 levels.', line: 2, column: 1001 },
    ]);
  });

  test('a closed 100,000-deep array (valid JSON) is refused the same way, fixes or not', () => {
    const text = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const fixes of [true, false]) expect(lintText(text, { filePath: 'a.json', fixes }).messages[0]).toMatchObject({ fatal: true, line: 1, column: 1001 });
  });

  test('brackets inside strings do not count as nesting', () => {
    const text = JSON.stringify({ ...valid, provider_integration_chat_id: `"${'['.repeat(5000)}\\` });
    expect(lintText(text, { filePath: 'a.json' }).messages.every((message) => message.fatal !== true)).toBe(true);
  });
});

describe('lintText on a key written twice', () => {
  // The body's first value is the one meant; JSON.parse keeps the second, so without this message every
  // rule would judge the second and say nothing of the first.
  const text = `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_name": "order_update",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_body": { "chat_template_body_value": "Your order has shipped", "chat_template_body_value": "Your parcel is on its way" }
  }
}`;

  test('is an error at the repeat, naming the first, as @eslint/json reports it', () => {
    const result = lintText(text, { filePath: 'a.json' });
    expect(result.messages).toEqual([
      {
        ruleId: 'duplicate-key',
        message: 'Duplicate key "chat_template_body_value" (first at line 7); only the last value counts.',
        severity: 2,
        line: 7,
        column: 83,
        endLine: 7,
        endColumn: 109,
        related: { filePath: 'a.json', line: 7, column: 29, message: '"chat_template_body_value"' },
      },
    ]);
    expect(result.errorCount).toBe(1);
  });

  test('is kept with --quiet and worded in the language asked for', () => {
    const [message] = lintText(text, { filePath: 'a.json', quiet: true, locale: 'es' }).messages;
    expect(message?.message).toBe('Clave duplicada "chat_template_body_value" (la primera en la línea 7); solo cuenta el último valor.');
  });

  test('comes in line order among the rules\' messages', () => {
    const broken = text.replace('"pi_1"', '""');
    expect(lintText(broken, { filePath: 'a.json' }).messages.map((message) => [message.ruleId, message.line])).toEqual([
      ['provider-integration-id', 2],
      ['duplicate-key', 7],
    ]);
  });
});

describe('lintText with settings that turn a rule off', () => {
  // Two requests of one file: renaming `Order Update` to `order_update` repeats the first one's name.
  const request = (name: string, body: string): unknown => ({ ...MINIMAL_REQUEST, chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_name: name, chat_template_body: { chat_template_body_value: body } } });
  const text = JSON.stringify([request('order_update', 'Your order has shipped.'), request('Order Update', 'Your parcel is on its way.')], null, 2);
  const nameFormat = (messages: readonly LintMessage[]): LintMessage | undefined => messages.find((message) => message.ruleId === 'template-name-format');

  test('a fix the turned-off rule would report is not given: the settings judge with it back on', () => {
    const result = lintText(text, { filePath: 'both.json', validateOptions: { rules: { 'template-name-duplicate': 'off' } } });
    expect(nameFormat(result.messages)?.fix).toBeUndefined();
    expect(result.messages.some((message) => message.ruleId === 'template-name-duplicate')).toBe(false);
    expect(result.fixableErrorCount + result.fixableWarningCount).toBe(0);
  });

  test('the same fix is given where it repeats nothing', () => {
    const apart = text.replace('"order_update"', '"order_shipped"');
    const result = lintText(apart, { filePath: 'both.json', validateOptions: { rules: { 'template-name-duplicate': 'off' } } });
    expect(nameFormat(result.messages)?.fix).toBeDefined();
  });
});

describe('lintText with settings that lower a rule to a warning', () => {
  // Found by QA: `"template-name-unique": "warn"` let --fix write a name the account already has, which the
  // same rule `off` or `error` held back; the platform refuses it whatever the config says.
  const named = (name: string): string => JSON.stringify({ ...MINIMAL_REQUEST, chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_name: name } }, null, 2);
  const account = { existingTemplateNames: ['order_update'] };
  const ruleOf = (messages: readonly LintMessage[], ruleId: string): LintMessage | undefined => messages.find((message) => message.ruleId === ruleId);

  test.each(['warn', ['warn', {}], 'off', 'error'] as const)('with template-name-unique %j, no fix writes a name the account has', (setting) => {
    const result = lintText(named('Order Update'), { filePath: 'a.json', validateOptions: { ...account, rules: { 'template-name-unique': setting } } });
    expect(ruleOf(result.messages, 'template-name-format')?.fix).toBeUndefined();
    const options = { ...account, rules: { 'template-name-unique': setting } };
    const judge = fixJudgeOf(options);
    expect(fixText(named('Order Update'), createValidator(options), judge ? { judge } : {}).fixCount).toBe(0);
  });

  test('--quiet --fix (errors only) applies no fix of a rule lowered to a warning; --fix does', () => {
    const options = { rules: { 'template-name-format': 'warn' } } as const;
    const judge = fixJudgeOf(options);
    expect(judge?.lowered).toEqual(new Set(['template-name-format']));
    const validator = createValidator(options);
    expect(fixText(named('Order Update'), validator, judge ? { judge, errorsOnly: true } : {}).fixCount).toBe(0);
    expect(fixText(named('Order Update'), validator, judge ? { judge } : {}).fixCount).toBe(1);
  });

  test('a lowered rule is still reported as a warning, and --quiet leaves it out', () => {
    const options = { ...account, rules: { 'template-name-unique': 'warn' } } as const;
    const taken = named('order_update');
    expect(ruleOf(lintText(taken, { filePath: 'a.json', validateOptions: options }).messages, 'template-name-unique')?.severity).toBe(1);
    // With something to fix (a misspelt key), the judge validates the file again: still a warning.
    const withFix = taken.replace('"chat_template_category_id"', '"chat_template_categry_id"');
    const result = lintText(withFix, { filePath: 'a.json', validateOptions: options });
    expect(ruleOf(result.messages, 'unknown-field')?.fix).toBeDefined();
    expect(ruleOf(result.messages, 'template-name-unique')?.severity).toBe(1);
    expect(ruleOf(lintText(withFix, { filePath: 'a.json', validateOptions: options, quiet: true }).messages, 'template-name-unique')).toBeUndefined();
  });
});

describe('lintText: a suggestion that writes where another diagnostic\'s fix writes is not offered', () => {
  // Found by QA: the rows sit under a misspelt key; "Add 2 variable rows", applied instead of the rename,
  // stranded them there (and their samples), an error more.
  const rows = [
    { chat_template_dynamic_variable_key: '1', chat_template_dynamic_variable_sample_value: 'Maria' },
    { chat_template_dynamic_variable_key: '2', chat_template_dynamic_variable_sample_value: '#1042' },
  ];
  const withBody = (body: Record<string, unknown>): string => JSON.stringify({ ...MINIMAL_REQUEST, chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_body: body } }, null, 2);
  const value = 'Hi {{1}}, your order {{2}} has shipped today.';
  const byRule = (text: string, ruleId: string): LintMessage | undefined => lintText(text, { filePath: 'a.json' }).messages.find((message) => message.ruleId === ruleId);

  test('the rows key misspelt: the rename is the fix, and no "add rows" suggestion is offered beside it', () => {
    const text = withBody({ chat_template_body_value: value, chat_template_body_variabel_data: rows });
    expect(byRule(text, 'unknown-field')?.fix).toBeDefined();
    expect(byRule(text, 'variable-row-missing')?.suggestions).toBeUndefined();
  });

  test('no rows at all: the suggestion is offered', () => {
    const text = withBody({ chat_template_body_value: value });
    expect(byRule(text, 'variable-row-missing')?.suggestions?.map((suggestion) => suggestion.desc)).toEqual(['Add 2 variable rows; fill in each sample value.']);
  });
});

