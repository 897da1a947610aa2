// Real ESLint on fixture files, compared message for message with the `templint` CLI's lintText.
//
// ESLint runs in a plain Node process (test-fixtures/run-eslint.js), the way the eslint command and
// editors run it: '@templint/eslint-plugin' is resolved by Node to the built dist/index.bundle.js, with
// @templint/lint and @templint/core inlined by scripts/bundle-cli.mjs. In-process it could not be: vitest resolves
// our packages to their TypeScript sources (the "@templint/source" condition), even for ESLint's own
// import of a config file. So these tests check what users really load; `npx -y pnpm@10.34.9 test`
// builds first (`tsc -b` and the bundle), and after editing src/ build before running this file on its own. The
// RuleTester tests (create-rule.test.ts) cover the sources directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalog, rules as coreRules, type ValidateOptions } from '@templint/core';
import { lintText } from '@templint/lint';
import type { Linter } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';
import type { TemplintSettings } from './index.js';

const fixturesDir = fileURLToPath(new URL('../test-fixtures/', import.meta.url));
const docsConfigFile = 'eslint.config.docs.js';

interface Job {
  readonly name: string;
  readonly patterns: readonly string[];
  /** An ESLint config file (`overrideConfigFile`); otherwise `overrideConfigFile: true` with configs.recommended. */
  readonly configFile?: string;
  /** settings.templint added after configs.recommended. */
  readonly settings?: TemplintSettings;
  /** A file whose computed settings.templint the run reports back. */
  readonly settingsOf?: string;
}

interface Run {
  readonly results?: readonly { readonly filePath: string; readonly messages: Linter.LintMessage[] }[];
  readonly settings?: TemplintSettings;
  readonly error?: string;
}

interface RunOutput {
  readonly plugin: { readonly url: string; readonly meta: { readonly name: string; readonly version: string } };
  readonly runs: Readonly<Record<string, Run>>;
}

/** Runs the jobs with real ESLint in one child Node process (no test-runner module resolution). */
function runEslint(jobs: readonly Job[]): RunOutput {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawnSync(process.execPath, [join(fixturesDir, 'run-eslint.js'), JSON.stringify(jobs)], { cwd: fixturesDir, env, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`run-eslint.js failed (${String(child.status)}):\n${child.stderr}`);
  return JSON.parse(child.stdout) as RunOutput;
}

interface Compared {
  readonly ruleId: string | null;
  readonly messageId: string | undefined;
  readonly severity: number;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number | undefined;
  readonly endColumn: number | undefined;
}

function fromEslint(message: Linter.LintMessage): Compared {
  const { ruleId, messageId, severity, message: text, line, column, endLine, endColumn } = message;
  return { ruleId, messageId, severity, message: text, line, column, endLine, endColumn };
}

/** What the CLI reports for the same file, with ESLint's `templint/` rule id prefix. */
function fromCli(filePath: string, validateOptions: ValidateOptions): Compared[] {
  return lintText(readFileSync(filePath, 'utf8'), { filePath, validateOptions }).messages.map((message) => ({
    ruleId: message.ruleId === null ? null : `templint/${message.ruleId}`,
    messageId: message.messageId,
    severity: message.severity,
    message: message.message,
    line: message.line,
    column: message.column,
    endLine: message.endLine,
    endColumn: message.endColumn,
  }));
}

/** The CLI's options for the settings ESLint got (the catalog file read with core's checkCatalog). */
function cliOptionsFor(settings: TemplintSettings | undefined): ValidateOptions {
  const { catalog, existingTemplateNames, flowIds } = settings ?? {};
  const checked = typeof catalog === 'string' ? checkCatalog(JSON.parse(readFileSync(resolve(fixturesDir, catalog), 'utf8'))) : undefined;
  if (checked && !checked.ok) throw new Error(`bad catalog fixture: ${JSON.stringify(checked.problems)}`);
  return {
    ...(checked ? { catalog: checked.catalog } : {}),
    ...(existingTemplateNames ? { existingTemplateNames } : {}),
    ...(flowIds ? { flowIds } : {}),
  };
}

function byFile(run: Run | undefined): Map<string, Compared[]> {
  if (!run?.results) throw new Error(`ESLint failed: ${run?.error ?? 'no results'}`);
  return new Map(run.results.map((result) => [result.filePath, result.messages.map(fromEslint)]));
}

function ruleIdsOf(messages: readonly Compared[] | undefined): (string | null)[] {
  return (messages ?? []).map((message) => message.ruleId);
}

const template = (name: string): string => join(fixturesDir, 'templates', name);

/** A template record (spec 2.10) the account holds: `promo` in pi_0001. */
const ACCOUNT_PROMO = {
  chat_template_id: 42,
  provider_integration_chat_id: 'pi_0001',
  chat_template_data: [{ chat_template_name: 'promo', chat_template_category_id: 2, chat_language_data: { chat_language_id: 2 }, chat_template_body: { chat_template_body_value: 'Old sale.' } }],
};

let output: RunOutput;
let withSettings: Map<string, Compared[]>;
let plain: Map<string, Compared[]>;

beforeAll(() => {
  if (!existsSync(fileURLToPath(new URL('../dist/index.bundle.js', import.meta.url)))) {
    throw new Error('packages/eslint-plugin/dist/index.bundle.js is missing: run `npx -y pnpm@10.34.9 build` first (ESLint loads the built, bundled plugin).');
  }
  output = runEslint([
    { name: 'docs', configFile: docsConfigFile, patterns: ['templates/'], settingsOf: 'templates/normal--order-update.json' },
    { name: 'recommended', patterns: ['templates/'] },
    { name: 'bad catalog', settings: { catalog: 'bad-catalog.json' }, patterns: ['templates/normal--order-update.json'] },
    { name: 'set', settings: { existingTemplates: [ACCOUNT_PROMO], deletedTemplateNames: ['old_promo'] }, patterns: ['set/'] },
    // A snapshot file holding one "Get template details" answer, parsed as the docs show (the CLI reads it so).
    { name: 'set answer', settings: { existingTemplates: { status: true, data: [ACCOUNT_PROMO] }, deletedTemplateNames: ['old_promo'] }, patterns: ['set/batch.json'] },
    // Deleted names per provider-integration: the file's requests are in pi_0001.
    { name: 'deleted here', settings: { deletedTemplateNames: { pi_0001: ['old_promo'] } }, patterns: ['set/batch.json'] },
    { name: 'deleted elsewhere', settings: { deletedTemplateNames: { pi_0009: ['old_promo'] } }, patterns: ['set/batch.json'] },
  ]);
  withSettings = byFile(output.runs.docs);
  plain = byFile(output.runs.recommended);
});

describe('the plugin ESLint loads', () => {
  test('is the built package, one bundled module found by Node through its exports', () => {
    expect(output.plugin.url).toBe(new URL('../dist/index.bundle.js', import.meta.url).href);
    expect(output.plugin.meta).toMatchObject({ name: '@templint/eslint-plugin' });
  });
});

describe('ESLint with the docs example config (settings.templint: catalog path, names, flow ids)', () => {
  test('lints every fixture', () => {
    const fixtures = readdirSync(join(fixturesDir, 'templates')).filter((name) => name.endsWith('.json'));
    expect(fixtures.length).toBeGreaterThan(15);
    expect([...withSettings.keys()].sort()).toEqual(fixtures.map(template).sort());
  });

  test('reports a file that is not JSON as the CLI does: one fatal parsing error at its position', () => {
    expect(withSettings.get(template('broken--trailing-comma.json'))).toEqual([
      { ruleId: null, messageId: undefined, severity: 2, message: 'Parsing error: Unexpected token RBrace found.', line: 4, column: 1, endLine: undefined, endColumn: undefined },
    ]);
  });

  test('reports exactly what the CLI reports, at the same positions', () => {
    const options = cliOptionsFor(output.runs.docs?.settings);
    expect(options.catalog).toBeDefined();
    for (const [filePath, messages] of withSettings) {
      expect({ filePath, messages }).toEqual({ filePath, messages: fromCli(filePath, options) });
    }
  });

  test('reads the catalog file: a language only it knows is accepted', () => {
    expect(ruleIdsOf(withSettings.get(template('settings--german-order-update.json')))).not.toContain('templint/known-catalog-id');
  });

  test('uses existingTemplateNames and flowIds', () => {
    expect(ruleIdsOf(withSettings.get(template('normal--order-update.json')))).toEqual(['templint/template-name-unique']);
    expect(ruleIdsOf(withSettings.get(template('settings--unknown-flow.json')))).toEqual(['templint/flow-id-known']);
  });

  test('lints each request of an array file, positions in the whole file', () => {
    // The errors only: approval-authority warnings come and go with the rule set.
    const errors = withSettings.get(template('array--two-requests.json'))?.filter((message) => message.severity === 2);
    expect(errors).toMatchObject([
      { ruleId: 'templint/template-name-unique', line: 9, column: 29, endLine: 9, endColumn: 43 },
      { ruleId: 'templint/provider-integration-id', line: 103, column: 37, endLine: 103, endColumn: 39 },
      // A second header variable: an error since issue 26 (the components page: "Supports 1 parameter").
      { ruleId: 'templint/header-variable-count', line: 118, column: 69, endLine: 118, endColumn: 74 },
      { ruleId: 'templint/variable-row-missing', line: 118, column: 69, endLine: 118, endColumn: 74 },
    ]);
  });
});

describe('ESLint with configs.recommended alone (overrideConfigFile: true)', () => {
  test('reports exactly what the CLI reports with its defaults, at the same positions', () => {
    expect(plain.size).toBe(withSettings.size);
    for (const [filePath, messages] of plain) {
      expect({ filePath, messages }).toEqual({ filePath, messages: fromCli(filePath, {}) });
    }
  });

  test('finds the rule each invalid example is named after, and no error in the valid ones', () => {
    for (const [filePath, messages] of plain) {
      const [, ruleId] = /--([a-z-]+)\.json$/.exec(filePath) ?? [];
      // Named: a changed limit leaves this copy of an example valid (examples/ is held by its own test).
      if (ruleId && coreRules.some((rule) => rule.id === ruleId)) expect(ruleIdsOf(messages), `${filePath} no longer breaks ${ruleId}: update it as its examples/invalid copy`).toContain(`templint/${ruleId}`);
    }
    expect(plain.get(template('normal--order-update.json'))).toEqual([]);
    expect(plain.get(template('interactive-list--menu.json'))).toEqual([]);
  });

  test('without the catalog file, the bundled catalog does not know the language', () => {
    expect(ruleIdsOf(plain.get(template('settings--german-order-update.json')))).toEqual(['templint/known-catalog-id']);
  });

  test('without names and flow ids, the rules that need them stay quiet', () => {
    expect(plain.get(template('settings--unknown-flow.json'))).toEqual([]);
  });
});

describe('the templates of one file, together (settings.templint.existingTemplates, deletedTemplateNames)', () => {
  const setFile = (name: string): Compared[] => {
    const messages = byFile(output.runs.set).get(join(fixturesDir, 'set', name));
    if (!messages) throw new Error(`ESLint did not lint set/${name}`);
    return messages.filter((message) => message.ruleId?.startsWith('templint/template-') === true);
  };

  test('reports a name repeated within the file at the repeat, naming the first by its line; and the account\'s name and a deleted one', () => {
    expect(setFile('batch.json').map((message) => [message.ruleId, message.line])).toEqual([
      ['templint/template-name-duplicate', 16],
      ['templint/template-name-duplicate', 27],
      ['templint/template-name-deleted', 38],
    ]);
    expect(setFile('batch.json')[0]?.message).toContain('by `welcome` at line 2 in provider-integration');
    expect(setFile('batch.json')[1]?.message).toContain("the account's template `promo` (id 42)");
  });

  test('takes the account as a "Get template details" answer too, as the CLI does', () => {
    const messages = byFile(output.runs['set answer']).get(join(fixturesDir, 'set', 'batch.json')) ?? [];
    expect(messages.filter((message) => message.ruleId?.startsWith('templint/template-') === true)).toEqual(setFile('batch.json'));
  });

  test('takes deleted names per provider-integration: reported in its own, not in another', () => {
    const deleted = (run: string): number[] =>
      (byFile(output.runs[run]).get(join(fixturesDir, 'set', 'batch.json')) ?? []).filter((message) => message.ruleId === 'templint/template-name-deleted').map((message) => message.line);
    expect(deleted('deleted here')).toEqual([38]);
    expect(deleted('deleted elsewhere')).toEqual([]);
  });

  test('leaves a repeat in another file to the CLI', () => {
    expect(setFile('other.json')).toEqual([]);
  });
});

const badCatalogError = "Error while loading rule 'templint/approval-footer-max-length': settings.templint.catalog: bad-catalog.json: languages[0].code: must be a string";

describe('a bad catalog file in settings.templint', () => {
  test('fails the run with one error naming the setting, the file and the field', () => {
    expect(output.runs['bad catalog']).toEqual({
      error: expect.stringContaining(`${badCatalogError}\n`) as unknown,
    });
  });
});

describe('docs/editor.md', () => {
  test('shows the eslint.config.js these tests run', () => {
    const docs = readFileSync(new URL('../../../docs/editor.md', import.meta.url), 'utf8');
    const blocks = [...docs.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks).toContain(readFileSync(join(fixturesDir, docsConfigFile), 'utf8'));
  });

  test('quotes the error of a bad catalog file as ESLint prints it', () => {
    const docs = readFileSync(new URL('../../../docs/editor.md', import.meta.url), 'utf8');
    expect(docs).toContain(`\`\`\`text\n${badCatalogError}\n\`\`\``);
  });
});
