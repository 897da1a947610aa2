// Rule settings are checked (issue 20 point 6): a wrong option name or an unknown rule id in the config or
// on the command line is a settings error naming the rule and the allowed keys, never ignored in silence.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { MAX_ECHOED } from './echoed.js';
import { templintInProcess } from './templint-in-process.test-support.js';

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'templint-rule-settings-'));
  writeFileSync(join(dir, 'ok.json'), JSON.stringify({ ...MINIMAL_REQUEST, chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_name: 'Order-Shipped' } }, null, 2));
});

function configDir(config: unknown): string {
  const configured = mkdtempSync(join(dir, 'config-'));
  writeFileSync(join(configured, 'templint.config.json'), JSON.stringify(config));
  writeFileSync(join(configured, 'ok.json'), '{}');
  return configured;
}

describe('rule settings in the config', () => {
  test('a wrong option name (the old API doc comment\'s "ratio") names the rule and the allowed keys', async () => {
    const run = await templintInProcess(['ok.json'], { cwd: configDir({ rules: { 'variable-density': ['warn', { ratio: 1 }] } }) });
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'templint: templint.config.json: rules.variable-density: unknown option "ratio"; allowed: wordsPerVariable\n' });
  });

  test('an option out of its bounds, and an unknown rule id, are refused', async () => {
    const huge = await templintInProcess(['ok.json'], { cwd: configDir({ rules: { 'variable-density': ['warn', { wordsPerVariable: 1e308 }] } }) });
    expect(huge.stderr).toBe('templint: templint.config.json: rules.variable-density: option "wordsPerVariable" must be a number from 0 to 1024, got 1e+308\n');
    const unknown = await templintInProcess(['ok.json'], { cwd: configDir({ rules: { 'template-name-formt': 'off' } }) });
    expect(unknown).toMatchObject({ code: 2, stderr: 'templint: templint.config.json: rules.template-name-formt: unknown rule (did you mean "template-name-format"?)\n' });
    // An id as the ESLint plugin spells it, in the config or --rule: the guess drops the plugin's prefix and says why.
    const prefixed = await templintInProcess(['ok.json'], { cwd: configDir({ rules: { 'templint/unknown-field': 'off' } }) });
    expect(prefixed).toMatchObject({
      code: 2,
      stderr: 'templint: templint.config.json: rules.templint/unknown-field: unknown rule (did you mean "unknown-field"? The "templint/" prefix is the ESLint plugin\'s; templint\'s own ids go without it.)\n',
    });
    const onCommandLine = await templintInProcess(['ok.json', '--rule', 'templint/unknown-field: off'], { cwd: configDir({}) });
    expect(onCommandLine.stderr).toContain('did you mean "unknown-field"? The "templint/" prefix is the ESLint plugin\'s');
    // An id close to none: the usage error says where the rule ids are listed.
    const farOff = await templintInProcess(['ok.json', '--rule', 'nope: warn'], { cwd: configDir({}) });
    expect(farOff).toMatchObject({ code: 2, stderr: 'templint: --rule: nope: unknown rule; "templint --list-rules" lists the rules\n' });
    // The id a report gives a repeated key (or, in SARIF, a parsing error): said not to be a rule, not "unknown".
    const duplicateKey = await templintInProcess(['ok.json', '--rule', 'duplicate-key:off'], { cwd: configDir({}) });
    expect(duplicateKey).toMatchObject({
      code: 2,
      stderr: 'templint: --rule: duplicate-key: not a rule: a key written twice in one object is a problem of the JSON text, reported as a parsing error is (only its last value reaches the rules); no setting turns it off\n',
    });
    const parseError = await templintInProcess(['ok.json'], { cwd: configDir({ rules: { 'parse-error': 'warn' } }) });
    expect(parseError.stderr).toBe('templint: templint.config.json: rules.parse-error: not a rule: it is the id SARIF gives a parsing error, a problem of the JSON text; no setting turns it off\n');
    // A name every object has is no rule either, and no text problem (found by QA: "not a rule: function Object() ...").
    for (const id of ['constructor', 'toString']) {
      const inherited = await templintInProcess(['ok.json', '--rule', `${id}:off`], { cwd: configDir({}) });
      expect(inherited).toMatchObject({ code: 2, stderr: `templint: --rule: ${id}: unknown rule; "templint --list-rules" lists the rules\n` });
    }
  });
});

describe('--rule in ESLint\'s syntax', () => {
  test("'template-name-format: off' (with a space) turns the rule off", async () => {
    const on = await templintInProcess(['../ok.json'], { cwd: configDir({}) });
    expect(on.stdout).toContain('template-name-format');
    const off = await templintInProcess(['../ok.json', '--rule', 'template-name-format: off'], { cwd: configDir({}) });
    expect(off.stdout).not.toContain('template-name-format');
  });

  test('options as levn or JSON are checked as the config\'s are', async () => {
    const levn = await templintInProcess(['ok.json', '--rule', 'variable-density: [warn, {wordsPerVariable: 3}]'], { cwd: dir });
    expect(levn.stderr).not.toContain('--rule');
    expect(levn.code).toBe(1);
    const wrong = await templintInProcess(['ok.json', '--rule', 'variable-density: [warn, {ratio: 3}]'], { cwd: dir });
    expect(wrong).toEqual({ code: 2, stdout: '', stderr: 'templint: --rule: variable-density: unknown option "ratio"; allowed: wordsPerVariable\n' });
    const json = await templintInProcess(['ok.json', '--rule', '{"variable-density": ["warn", {"wordsPerVariable": "3"}]}'], { cwd: dir });
    expect(json.stderr).toBe('templint: --rule: variable-density: option "wordsPerVariable" must be a number from 0 to 1024, got "3"\n');
  });

  test('text that is not a rule setting is a usage error saying where it stops', async () => {
    const run = await templintInProcess(['ok.json', '--rule', 'variable-density: [warn'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('got "variable-density: [warn" (expected "," or "]" at character 24)');
  });
});

describe('a settings error quoting a hostile key (issue 21 point 8)', () => {
  test('is printed terminal-safe: the escape sequence is shown, not run', async () => {
    const run = await templintInProcess(['ok.json'], { cwd: configDir({ rules: { '\u001b]0;pwned\u0007\u001b[2J': 'off' } }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('templint: templint.config.json: rules.\\u001B]0;pwned\\u0007\\u001B[2J: unknown rule; "templint --list-rules" lists the rules\n');
  });

  test('an empty or blank --rule is a usage error naming the form expected (ESLint refuses it too)', async () => {
    for (const value of ['', '   ']) {
      const run = await templintInProcess(['ok.json', '--rule', value], { cwd: dir });
      expect(run).toEqual({ code: 2, stdout: '', stderr: `templint: --rule expects <rule-id>:<off|warn|warning|error|0|1|2> or '<rule-id>: [<severity>, {<option>: <value>}]', got "${value}" (no rule given)\n` });
    }
  });

  test('a bad --rule value of 100,000 characters is repeated only in its first characters', async () => {
    const long = 'a'.repeat(100_000);
    const syntax = await templintInProcess(['ok.json', '--rule', long], { cwd: dir });
    expect(syntax.stderr).toBe(`templint: --rule expects <rule-id>:<off|warn|warning|error|0|1|2> or '<rule-id>: [<severity>, {<option>: <value>}]', got "${'a'.repeat(MAX_ECHOED)}..." (expected ":" after the rule id or option name at character 100001)\n`);
    const severity = await templintInProcess(['ok.json', '--rule', `x: ${long}`], { cwd: dir });
    expect(severity.stderr).toBe(`templint: --rule expects <rule-id>:<off|warn|warning|error|0|1|2> or '<rule-id>: [<severity>, {<option>: <value>}]', got "x: ${'a'.repeat(MAX_ECHOED - 3)}..."\n`);
    const unknown = await templintInProcess(['ok.json', '--rule', `${long}: off`], { cwd: dir });
    expect(unknown).toEqual({ code: 2, stdout: '', stderr: `templint: --rule: ${'a'.repeat(MAX_ECHOED)}...: unknown rule; "templint --list-rules" lists the rules\n` });
  });

  test('so are a long --max-warnings and a long preview --theme', async () => {
    const long = '9'.repeat(100_000);
    const warnings = await templintInProcess(['ok.json', '--max-warnings', long], { cwd: dir });
    expect(warnings.stderr).toContain(`--max-warnings expects a whole number, got "${'9'.repeat(MAX_ECHOED)}..."`);
    const theme = await templintInProcess(['preview', 'ok.json', '--theme', long], { cwd: dir });
    expect(theme.stderr).toContain(`--theme expects light, dark or auto, got "${'9'.repeat(MAX_ECHOED)}..."`);
    expect(warnings.stderr.length + theme.stderr.length).toBeLessThan(1000);
  });
});
