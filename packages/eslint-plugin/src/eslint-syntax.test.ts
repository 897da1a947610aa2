// A raw tab or line break inside a string (Enter pressed inside a body in an editor): ESLint's JSON parser
// (momoa) accepts it, JSON.parse, the CLI and the service do not. ESLint showed such a file clean and
// `eslint` passed it, while the CLI stopped at a parsing error. Real ESLint in a plain Node process, on the
// built plugin (as eslint.test.ts), beside the CLI's lintText on the same text.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintText } from '@templint/lint';
import type { Linter } from 'eslint';
import { afterAll, describe, expect, test } from 'vitest';

const fixturesDir = fileURLToPath(new URL('../test-fixtures/', import.meta.url));
const folderName = `syntax-${String(process.pid)}`;
const folder = join(fixturesDir, folderName);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const orderUpdate = readFileSync(join(fixturesDir, 'templates', 'normal--order-update.json'), 'utf8');

/** The order-update fixture with a line break typed inside its body, and a misspelt name above it. */
const ENTER_IN_BODY = orderUpdate.replace('your order {{2}}', 'your order\n{{2}}').replace('"order_update"', '"Order Update"');
/** A tab typed inside the body. */
const TAB_IN_BODY = orderUpdate.replace('Hi {{1}}', 'Hi\t{{1}}');
/** The same, in a file whose trailing comma (on the line before the last) comes later. */
const TAB_THEN_COMMA = TAB_IN_BODY.replace(/\}\n\}\n$/, '},\n}\n');
/** A trailing comma before the tab: momoa stops first, and that is the problem reported. */
const COMMA_THEN_TAB = orderUpdate.replace('"chat_template_category_id": 2,', '"chat_template_category_id": 2,,').replace('Hi {{1}}', 'Hi\t{{1}}');
/** The file cut short, as a save or a paste that stopped early leaves it: right after a `{`. */
const CUT = orderUpdate.slice(0, orderUpdate.indexOf('{', orderUpdate.indexOf('"chat_template_body"')) + 1);
/** A tab inside the body, then the file cut short: the tab comes first. */
const TAB_THEN_CUT = TAB_IN_BODY.slice(0, TAB_IN_BODY.indexOf('"chat_template_footer"'));

interface Result {
  readonly messages: readonly Linter.LintMessage[];
}

/** Lints the texts as files with real ESLint: configs.recommended (`json/json`), or with `language` given. */
function eslintOn(texts: Readonly<Record<string, string>>, language?: string): Map<string, Result> {
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(texts)) writeFileSync(join(folder, name), text);
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const jobs = [{ name: 'run', patterns: Object.keys(texts).map((name) => `${folderName}/${name}`), ...(language ? { language } : {}) }];
  const child = spawnSync(process.execPath, [join(fixturesDir, 'run-eslint.js'), JSON.stringify(jobs)], { cwd: fixturesDir, env, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`run-eslint.js failed (${String(child.status)}):\n${child.stderr}`);
  const run = (JSON.parse(child.stdout) as { runs: Record<string, { results?: (Result & { filePath: string })[]; error?: string }> }).runs.run;
  if (!run?.results) throw new Error(`ESLint failed: ${run?.error ?? 'no results'}`);
  return new Map(run.results.map((result) => [result.filePath.slice(folder.length + 1), result]));
}

/** The CLI's one fatal message for the text. */
function cliOn(text: string): { readonly message: string; readonly line: number; readonly column: number } {
  const messages = lintText(text, { filePath: 'x.json' }).messages;
  expect(messages).toHaveLength(1);
  const [only] = messages;
  if (!only) throw new Error('no message');
  expect(only.fatal).toBe(true);
  return { message: only.message, line: only.line, column: only.column };
}

describe('a raw control character inside a string, with configs.recommended (json/json)', () => {
  test('is reported by templint/request-shape in the CLI\'s words, at the CLI\'s position, and nothing else of templint\'s', () => {
    const results = eslintOn({ 'enter.json': ENTER_IN_BODY, 'tab.json': TAB_IN_BODY });
    for (const [name, text] of [['enter.json', ENTER_IN_BODY], ['tab.json', TAB_IN_BODY]] as const) {
      const cli = cliOn(text);
      expect(results.get(name)?.messages).toEqual([
        expect.objectContaining({ ruleId: 'templint/request-shape', severity: 2, message: cli.message, line: cli.line, column: cli.column, endLine: cli.line, endColumn: cli.column + 1 }),
      ]);
    }
    expect(cliOn(ENTER_IN_BODY)).toEqual({ message: 'Parsing error: a raw control character (U+000A) inside a string; write it as \\n.', line: 30, column: 56 });
  });
});

describe('a raw control character inside a string, with the plugin\'s language templint/json', () => {
  test('is a parsing error, as the CLI reports it; so is a file cut short (momoa blamed its last `{`)', () => {
    const results = eslintOn({ 'enter.json': ENTER_IN_BODY, 'tab-then-comma.json': TAB_THEN_COMMA, 'comma-then-tab.json': COMMA_THEN_TAB, 'cut.json': CUT, 'tab-then-cut.json': TAB_THEN_CUT }, 'templint/json');
    for (const [name, text] of [['enter.json', ENTER_IN_BODY], ['tab-then-comma.json', TAB_THEN_COMMA], ['comma-then-tab.json', COMMA_THEN_TAB], ['cut.json', CUT], ['tab-then-cut.json', TAB_THEN_CUT]] as const) {
      expect({ name, messages: results.get(name)?.messages }).toEqual({ name, messages: [expect.objectContaining({ ruleId: null, fatal: true, ...cliOn(text) })] });
    }
    expect(cliOn(TAB_THEN_COMMA).message).toContain('(U+0009)');
    expect(cliOn(COMMA_THEN_TAB).message).toBe('Parsing error: Unexpected token Comma found.');
    expect(cliOn(CUT).message).toBe('Parsing error: Unexpected end of input found: the text stops before its last object or array is closed.');
    expect(cliOn(TAB_THEN_CUT).message).toContain('(U+0009)');
  });
});
