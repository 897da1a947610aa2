// Issue 20: which files a run lints and with which settings, as ESLint 10 decides it (config looked up
// from each file's folder, an array of config objects with `files`, ignores, standard input), through
// runCli in process. Each test states one behaviour with literal files and literal expectations.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCatalog } from '@templint/core';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { templintInProcess } from './templint-in-process.test-support.js';
import { scratchFolder } from './scratch-folder.test-support.js';
import { IGNORED_MESSAGE, UNCONFIGURED_MESSAGE } from './ignored-file.js';
import { gitignorePattern } from './gitignore.js';

const request = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...MINIMAL_REQUEST, ...overrides });
// One error (provider-integration-id) unless that rule is turned off.
const broken = JSON.stringify(request({ provider_integration_chat_id: '' }), null, 2);
const good = JSON.stringify(request(), null, 2);
/** A valid request of its own name and wording: files of one account that are no repeats of each other. */
const goodNamed = (name: string): string =>
  JSON.stringify(request({ chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_name: name, chat_template_body: { chat_template_body_value: `Hello there from ${name}` } } }), null, 2);
// A typo'd key (chat_template_bdy) that --fix renames.
const fixable = JSON.stringify(
  { provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_name: 'hello', chat_language_id: 2, chat_template_category_id: 2, chat_template_bdy: { chat_template_body_value: 'Hello there' } } },
  null,
  2,
);

/** A scratch folder holding these files. */
const scratch = (files: Record<string, string>): string => scratchFolder('templint-config-habits-', files);

interface Result {
  filePath: string;
  errorCount: number;
  warningCount: number;
  messages: { ruleId: string | null; message: string; severity: number }[];
  output?: string;
  stats?: unknown;
}

async function lint(args: string[], cwd: string, input?: string): Promise<{ code: number; results: Result[]; stderr: string; files: string[] }> {
  const run = await templintInProcess([...args, '-f', 'json'], { cwd, ...(input === undefined ? {} : { input }) });
  const results = run.stdout === '' ? [] : (JSON.parse(run.stdout) as Result[]);
  return { code: run.code, results, stderr: run.stderr, files: results.map((result) => (result.filePath.startsWith(cwd) ? result.filePath.slice(cwd.length + 1) : result.filePath)) };
}

describe('config lookup from each linted file\'s folder (ESLint 10)', () => {
  test('a file uses the nearest templint.config.json above it, not the working directory\'s', async () => {
    const dir = scratch({
      'templint.config.json': '{}',
      'a/x.json': broken,
      'b/templint.config.json': JSON.stringify({ rules: { 'provider-integration-id': 'off' } }),
      'b/x.json': broken,
    });
    const run = await lint(['.'], dir);
    expect(run.results.map((result) => [result.filePath.slice(dir.length + 1), result.errorCount])).toEqual([['a/x.json', 1], ['b/x.json', 0]]);
    // Named from the root, b/x.json still takes b's config.
    expect((await lint(['b/x.json'], dir)).code).toBe(0);
    // --config is used for every file instead.
    expect((await lint(['b/x.json', '-c', 'templint.config.json'], dir)).code).toBe(1);
  });

  test('--config in another folder: its globs are relative to the working directory, as ESLint 10\'s -c; the files it names to its own folder', async () => {
    const catalog = JSON.stringify({ ...defaultCatalog, languages: defaultCatalog.languages.filter((language) => language.id !== 2) });
    const dir = scratch({
      'configs/templint.config.json': JSON.stringify([{ files: ['templates/**/*.json'], catalog: 'catalog.json' }, { ignores: ['templates/old/'] }]),
      'configs/catalog.json': catalog,
      'templates/a.json': good,
      'templates/old/b.json': good,
      'node_modules/pkg/c.json': broken,
    });
    // Relative to configs/, "files" named nothing: "You are linting "."..." (exit 2).
    const run = await lint(['.', '-c', 'configs/templint.config.json'], dir);
    expect(run.files).toEqual(['templates/a.json']);
    expect(run.results[0]?.messages.map((message) => message.ruleId)).toEqual(['known-catalog-id']);
    expect(run.code).toBe(1);
  });

  test('a nested config\'s "files" and "ignores" decide in its folder', async () => {
    const dir = scratch({
      'pkg/templint.config.json': JSON.stringify({ files: ['messages/**/*.json'], ignores: ['messages/old/'] }),
      'pkg/messages/a.json': broken,
      'pkg/messages/old/b.json': broken,
      'pkg/other/c.json': broken,
      'top.json': broken,
    });
    expect((await lint(['.'], dir)).files).toEqual(['pkg/messages/a.json', 'top.json']);
  });

  test('a folder named, or the working directory, that holds its own config is linted by it, whatever a config above ignores (ESLint 10)', async () => {
    const dir = scratch({
      'templint.config.json': JSON.stringify([{ files: ['templates/**/*.json'] }, { ignores: ['apps/'] }]),
      'templates/a.json': broken,
      'apps/b/templint.config.json': JSON.stringify({ files: ['templates/**/*.json'] }),
      'apps/b/templates/x.json': broken,
      'apps/c/templates/y.json': broken,
    });
    // The walk from the root leaves apps/ out, as the root's config says.
    expect((await lint(['.'], dir)).files).toEqual(['templates/a.json']);
    // It was exit 2, "You are linting "apps/b", but all of the files matching the glob pattern "apps/b" are ignored.",
    // and the same from inside apps/b (`.`), while apps/b/templates/x.json named was linted with apps/b's config.
    for (const [args, cwd] of [[['apps/b'], dir], [['apps/b/**/*.json'], dir], [['.'], join(dir, 'apps', 'b')], [['apps/b/templates/x.json'], dir]] as const) {
      const run = await lint([...args], cwd);
      expect(run.results.map((result) => result.filePath.slice(dir.length + 1)), `${args.join(' ')} in ${cwd}`).toEqual(['apps/b/templates/x.json']);
      expect(run.code).toBe(1);
    }
    // A folder without a config of its own is still ignored by the config above it.
    expect((await templintInProcess(['apps/c'], { cwd: dir })).code).toBe(2);
  });

  test('a folder reached first through a link under another config, which takes none of its files, is still walked as itself', async () => {
    const dir = scratch({
      'apps/a/templint.config.json': JSON.stringify({ files: ['templates/**/*.json'] }),
      'apps/a/templates/a.json': good,
      'packages/lib/templates/lib.json': broken,
    });
    // A shared folder linked into an app (pnpm's workspace links, a vendored folder): apps/a's "files" do not name it.
    symlinkSync(join(dir, 'packages', 'lib', 'templates'), join(dir, 'apps', 'a', 'lib-templates'));
    // It was walked once, as apps/a/lib-templates (nothing taken), and never as packages/lib/templates:
    // `templint .` exited 0 and said nothing of lib.json, which `templint packages` reports.
    const both = ['apps/a/templates/a.json', 'packages/lib/templates/lib.json'];
    for (const [args, files] of [[['.'], both], [['apps', 'packages'], both], [['packages'], ['packages/lib/templates/lib.json']]]) {
      const run = await lint(args ?? [], dir);
      expect(run.files, args?.join(' ')).toEqual(files);
      expect(run.code).toBe(1);
    }
    // A folder its link's config does lint is linted once, under the name met first, as before.
    writeFileSync(join(dir, 'apps', 'a', 'templint.config.json'), JSON.stringify({ files: ['templates/**/*.json', 'lib-templates/*.json'] }));
    expect((await lint(['.'], dir)).files).toEqual(['apps/a/lib-templates/lib.json', 'apps/a/templates/a.json']);
  });
});

describe('ESLint\'s basePath', () => {
  test('is refused with the templint way to scope settings to a folder', async () => {
    const dir = scratch({ 'templint.config.json': JSON.stringify([{ basePath: 'apps/a', rules: {} }]), 'x.json': good });
    const run = await lint(['.'], dir);
    expect(run.stderr).toBe(
      'templint: templint.config.json: [0].basePath: unknown setting (ESLint\'s; for a folder\'s own settings, put a templint.config.json in that folder: each file takes the nearest one above it); known: name, catalog, catalogMapping, deletedTemplateNames, existingTemplateNames, existingTemplates, files, flowIds, ignores, rules\n',
    );
    expect(run.code).toBe(2);
  });
});

describe('a nested config with a mistake', () => {
  const mistake = 'b/templint.config.json: rulez: unknown setting (did you mean "rules"?); known: name, catalog, catalogMapping, deletedTemplateNames, existingTemplateNames, existingTemplates, files, flowIds, ignores, rules (its files are not linted)';

  test('is a fault of the config file (exit 2): the other files are still linted, and -f json stays JSON', async () => {
    const dir = scratch({ 'a/x.json': broken, 'b/templint.config.json': JSON.stringify({ rulez: {} }), 'b/x.json': broken, 'c/x.json': broken });
    const run = await lint(['.'], dir);
    // It ended the run where the walk met it: standard output held "[" and nothing more.
    expect(run.results.map((result) => [result.filePath.slice(dir.length + 1), result.messages.map((message) => message.ruleId ?? message.message)])).toEqual([
      ['a/x.json', ['provider-integration-id']],
      ['b/templint.config.json', [mistake]],
      ['c/x.json', ['provider-integration-id']],
    ]);
    expect(run.code).toBe(2);
  });

  test('a folder below it with a config of its own is still linted: the mistake is told once, of the files it governs', async () => {
    const dir = scratch({
      'apps/templint.config.json': '{ "rules": { "provider-integration-id": } }',
      'apps/a/templint.config.json': JSON.stringify({ files: ['templates/**/*.json'] }),
      'apps/a/templates/x.json': broken,
      'apps/b/templates/y.json': broken,
      'apps/c/templint.config.json': '{}',
      'apps/c/node_modules/pkg/z.json': broken,
      'top.json': broken,
    });
    const mistake = 'apps/templint.config.json: not valid JSON (Unexpected token RBrace found at line 1, column 41) (its files are not linted)';
    // It was [apps, top.json]: apps/a, governed by its own config, was not linted either.
    for (const args of [['.'], ['apps'], ['apps/**/*.json']]) {
      const run = await lint(args, dir);
      const expected = [['apps/templint.config.json', [mistake]], ['apps/a/templates/x.json', ['provider-integration-id']], ...(args[0] === '.' ? [['top.json', ['provider-integration-id']]] : [])];
      expect(run.results.map((result) => [result.filePath.slice(dir.length + 1), result.messages.map((message) => message.ruleId ?? message.message)]), args.join(' ')).toEqual(expected);
      expect(run.code).toBe(2);
    }
  });

  test('a CI annotation marks the config file, which a pull request can show (a folder it cannot)', async () => {
    const dir = scratch({ 'b/templint.config.json': JSON.stringify({ rulez: {} }), 'b/x.json': broken, 'c/templint.config.json': JSON.stringify({ files: ['*'.repeat(5000)] }), 'c/x.json': broken });
    const run = await templintInProcess(['.', '-f', 'github'], { cwd: dir, env: { GITHUB_WORKSPACE: dir } });
    // It was file=b and file=c: GitHub shows an annotation of a folder in no diff.
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::error')).map((line) => /^::error file=([^,]+),line=1,col=1,/.exec(line)?.[1])).toEqual(['b/templint.config.json', 'c/templint.config.json']);
    expect(run.code).toBe(2);
  });

  test('named, or as --stdin-filename, the file gets the fault', async () => {
    const dir = scratch({ 'b/templint.config.json': JSON.stringify({ rulez: {} }), 'b/x.json': broken });
    for (const args of [['b/x.json'], ['--stdin', '--stdin-filename', 'b/x.json']]) {
      const run = await lint(args, dir, broken);
      expect(run.results.map((result) => [result.filePath.slice(dir.length + 1), result.messages.map((message) => message.message)]), args.join(' ')).toEqual([['b/x.json', [mistake]]]);
      expect(run.code).toBe(2);
    }
  });
});

describe('files a nested config names', () => {
  // English (US), the minimal request's language, left out: known-catalog-id names the catalog.
  const catalog = JSON.stringify({ ...defaultCatalog, languages: defaultCatalog.languages.filter((language) => language.id !== 2) });

  test('are named from the working directory, in their errors and in the diagnostics, as the config finds them', async () => {
    const dir = scratch({ 'catalog.json': catalog, 'pkg/templint.config.json': JSON.stringify({ catalog: '../catalog.json' }), 'pkg/a.json': good });
    const run = await lint(['.'], dir);
    expect(run.results[0]?.messages.map((message) => message.message)).toEqual([expect.stringContaining('not in the language list of catalog.json;')]);
    writeFileSync(join(dir, 'pkg', 'templint.config.json'), JSON.stringify({ catalog: 'catalog.json' }));
    // It was "catalog.json: cannot read the file (ENOENT)", with a catalog.json right there in the working directory.
    const missing = await lint(['.'], dir);
    expect(missing.results.map((result) => result.messages.map((message) => message.message))).toEqual([['pkg/catalog.json: cannot read the file (ENOENT) (its files are not linted)']]);
    expect(missing.code).toBe(2);
  });

  test('an empty name is a settings error naming the config and the setting', async () => {
    const dir = scratch({ 'pkg/templint.config.json': JSON.stringify([{ files: ['*.json'], existingTemplateNames: '' }]), 'pkg/a.json': good });
    const run = await lint(['.'], dir);
    expect(run.results.map((result) => result.messages.map((message) => message.message))).toEqual([['pkg/templint.config.json: [0].existingTemplateNames: must name a file, relative to the config\'s folder (it is "") (its files are not linted)']]);
    expect(run.code).toBe(2);
  });
});

describe('an array of config objects with "files" (ESLint\'s flat config)', () => {
  const config = [
    { files: ['templates/**/*.json'], rules: { 'provider-integration-id': 'warn' } },
    { files: ['templates/legacy/**/*.json'], rules: { 'provider-integration-id': 'off' }, existingTemplateNames: ['legacy_name'] },
    { ignores: ['templates/drafts/'] },
  ];

  test('each file takes the objects whose "files" match it, a later one winning; only those files are linted', async () => {
    const dir = scratch({
      'templint.config.json': JSON.stringify(config),
      'templates/a.json': broken,
      'templates/legacy/b.json': broken,
      'templates/drafts/c.json': broken,
      'src/d.json': broken,
    });
    const run = await lint(['.'], dir);
    expect(run.results.map((result) => [result.filePath.slice(dir.length + 1), result.errorCount, result.warningCount])).toEqual([
      ['templates/a.json', 0, 1],
      ['templates/legacy/b.json', 0, 0],
    ]);
    expect(run.code).toBe(0);
  });

  test('"files" match dotfiles and dot folders, as ESLint\'s globs do (a walk without "files" lints them too)', async () => {
    const dir = scratch({
      'templint.config.json': JSON.stringify([{ files: ['templates/**/*.json'] }]),
      'templates/.draft.json': broken,
      'templates/.github/x.json': broken,
    });
    const run = await lint(['.'], dir);
    expect(run.files).toEqual(['templates/.draft.json', 'templates/.github/x.json']);
    expect(run.code).toBe(1);
  });

  test('a file an object\'s own "ignores" leave out, and no other object names, is not linted (ESLint: no matching configuration)', async () => {
    const dir = scratch({
      'templint.config.json': JSON.stringify([{ files: ['templates/**/*.json'], ignores: ['**/old/**'], rules: { 'provider-integration-id': 'warn' } }]),
      'templates/a.json': broken,
      'templates/old/b.json': broken,
    });
    const run = await lint(['.'], dir);
    expect(run.files).toEqual(['templates/a.json']);
    expect(run.code).toBe(0);
    const named = await lint(['templates/old/b.json'], dir);
    expect(named.results.map((result) => result.messages.map((message) => message.message))).toEqual([[UNCONFIGURED_MESSAGE]]);
    expect(named.code).toBe(0);
  });

  test('a negated pattern in an object\'s own "ignores" takes a file back, as in ESLint (the object applied to no file)', async () => {
    const dir = scratch({
      'templint.config.json': JSON.stringify([{ files: ['templates/**/*.json'], ignores: ['templates/legacy/**', '!templates/legacy/keep.json'] }]),
      'templates/a.json': broken,
      'templates/legacy/keep.json': broken,
      'templates/legacy/old.json': broken,
    });
    const run = await lint(['templates'], dir);
    expect(run.files).toEqual(['templates/a.json', 'templates/legacy/keep.json']);
    expect(run.code).toBe(1);
    // A negated pattern alone leaves nothing out.
    writeFileSync(join(dir, 'templint.config.json'), JSON.stringify([{ files: ['templates/**/*.json'], ignores: ['!templates/legacy/**'] }]));
    expect((await lint(['templates'], dir)).files).toEqual(['templates/a.json', 'templates/legacy/keep.json', 'templates/legacy/old.json']);
  });

  test('an object\'s catalog and name lists apply to its files only', async () => {
    const named = (integration: string): string =>
      JSON.stringify(request({ provider_integration_chat_id: integration, chat_template_data: { ...(MINIMAL_REQUEST.chat_template_data as object), chat_template_name: 'legacy_name' } }));
    // Two provider-integrations, so the two files are not one account's repeats (template-name-duplicate).
    const dir = scratch({
      'templint.config.json': JSON.stringify(config),
      'templates/a.json': named('pi_new'),
      'templates/legacy/b.json': named('pi_legacy'),
    });
    const run = await lint(['.'], dir);
    // template-name-unique runs where existingTemplateNames is given: in legacy/ only.
    expect(run.results.map((result) => result.messages.map((message) => message.ruleId))).toEqual([[], ['template-name-unique']]);
  });

  test('--print-config shows the settings one file gets', async () => {
    const dir = scratch({ 'templint.config.json': JSON.stringify(config) });
    const printed = (file: string) => templintInProcess(['--print-config', file], { cwd: dir }).then((run) => JSON.parse(run.stdout) as { rules: Record<string, unknown>; ignored: boolean });
    expect((await printed('templates/a.json')).rules['provider-integration-id']).toBe('warning');
    expect((await printed('templates/legacy/b.json')).rules['provider-integration-id']).toBe('off');
    expect((await printed('templates/drafts/c.json')).ignored).toBe(true);
  });

  test.each([
    ['an object', { files: [] }, 'files'],
    ['an array', [{ files: ['templates/**/*.json'] }, { files: [], rules: {} }], '[1].files'],
  ])('"files": [] in %s is a settings error, as ESLint\'s "Expected value to be a non-empty array", not a folder linted by nothing', async (_, config, field) => {
    const dir = scratch({ 'templint.config.json': JSON.stringify(config), 'templates/a.json': broken });
    const run = await templintInProcess(['.'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`templint: templint.config.json: ${field}: must name at least one glob: an empty list names no file (leave "files" out to lint the files that hold create requests)\n`);
  });

  test('a negated "files" glob is a settings error pointing to "ignores", not every other file linted as a template', async () => {
    const dir = scratch({ 'templint.config.json': JSON.stringify([{ files: ['templates/**/*.json', '!templates/legacy/**'] }]), 'templates/a.json': broken, 'README.md': '# App\n' });
    const run = await templintInProcess(['.'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('templint: templint.config.json: [0].files[1]: takes no negated glob: "!x" names every other file (README.md, scripts, package.json), each linted as a broken template; leave x out with "ignores": ["x"]\n');
  });

  test('a catalog that is not an object says so on its own line, with no empty field before it', async () => {
    const dir = scratch({ 'templint.config.json': JSON.stringify([{ files: ['*.json'], catalog: 5 }]), 'cat.json': '5', 'a.json': good });
    // It was "  [0].catalog.: a catalog must be a JSON object", and "  : ..." for a catalog file.
    expect((await templintInProcess(['a.json'], { cwd: dir })).stderr).toBe('templint: templint.config.json: not a valid catalog (1 problem):\n  [0].catalog: a catalog must be a JSON object\n');
    expect((await templintInProcess(['a.json', '--catalog', 'cat.json'], { cwd: dir })).stderr).toBe('templint: cat.json: not a valid catalog (1 problem):\n  a catalog must be a JSON object\n');
  });

  test('a config of one object may have a "name", as any ESLint config object', async () => {
    const dir = scratch({ 'templint.config.json': JSON.stringify({ name: 'templates', files: ['*.json'] }), 'a.json': broken });
    expect((await lint(['.'], dir)).files).toEqual(['a.json']);
    writeFileSync(join(dir, 'templint.config.json'), JSON.stringify({ name: 5 }));
    expect((await templintInProcess(['.'], { cwd: dir })).stderr).toBe('templint: templint.config.json: name: must be a string\n');
  });

  test('a mistake in an object names its index', async () => {
    const dir = scratch({ 'templint.config.json': JSON.stringify([{ files: ['a/*.json'], rulez: {} }]), 'a/x.json': good });
    const run = await templintInProcess(['.'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('templint: templint.config.json: [0].rulez: unknown setting (did you mean "rules"?); known: name, catalog, catalogMapping, deletedTemplateNames, existingTemplateNames, existingTemplates, files, flowIds, ignores, rules\n');
  });
});

describe('ignores', () => {
  test('a run from a subfolder reads the .gitignore files from the repository\'s root; outside a repository, from the working directory down', async () => {
    const dir = scratch({ '.gitignore': '*.draft.json\n', 'apps/b/templates/a.json': broken, 'apps/b/templates/x.draft.json': broken });
    // No .git folder (a Docker build context, an unpacked archive): the root's .gitignore is above the run.
    expect((await lint(['apps/b'], dir)).files).toEqual(['apps/b/templates/a.json']);
    expect((await lint(['.'], join(dir, 'apps', 'b'))).files).toEqual(['templates/a.json', 'templates/x.draft.json']);
    mkdirSync(join(dir, '.git'));
    expect((await lint(['.'], join(dir, 'apps', 'b'))).files).toEqual(['templates/a.json']);
  });

  test('.gitignore is honoured without a config, nested ones and "!" too; --no-ignore lints everything', async () => {
    const dir = scratch({
      '.gitignore': '# build output\ngenerated/\n/local.json\n*.tmp.json\n!keep.tmp.json\n',
      'generated/a.json': broken,
      'local.json': broken,
      'sub/local.json': broken,
      'x.tmp.json': broken,
      'keep.tmp.json': broken,
      'sub/.gitignore': 'secret.json\n',
      'sub/secret.json': broken,
    });
    mkdirSync(join(dir, '.git'));
    expect((await lint(['.'], dir)).files).toEqual(['keep.tmp.json', 'sub/local.json']);
    // From a subfolder the root's .gitignore still applies.
    expect((await lint(['.'], join(dir, 'sub'))).files).toEqual(['local.json']);
    expect((await lint(['.', '--no-ignore'], dir)).files).toEqual(['generated/a.json', 'keep.tmp.json', 'local.json', 'sub/local.json', 'sub/secret.json', 'x.tmp.json']);
    // A named gitignored file gets ESLint's warning.
    expect((await lint(['generated/a.json'], dir)).results[0]?.messages[0]?.message).toBe(IGNORED_MESSAGE);
  });

  test('a .gitignore saved with a byte-order mark has its first pattern honoured, as git does', async () => {
    const dir = scratch({ '.gitignore': '\uFEFFgenerated/\nlocal.json\n', 'generated/a.json': broken, 'local.json': broken, 'b.json': broken });
    mkdirSync(join(dir, '.git'));
    expect((await lint(['.'], dir)).files).toEqual(['b.json']);
  });

  test('a .gitignore\'s "gen/**" leaves the folder to walk, so "!gen/keep.json" takes that file back, as git does', async () => {
    const dir = scratch({ '.gitignore': 'gen/**\n!gen/keep.json\n', 'gen/a.json': broken, 'gen/keep.json': broken, 'gen/sub/b.json': broken, 'b.json': broken });
    mkdirSync(join(dir, '.git'));
    expect((await lint(['.'], dir)).files).toEqual(['b.json', 'gen/keep.json']);
    // "gen/**/" names the folders inside gen only: its own files stay.
    writeFileSync(join(dir, '.gitignore'), 'gen/**/\n');
    expect((await lint(['.'], dir)).files).toEqual(['b.json', 'gen/a.json', 'gen/keep.json']);
  });

  test('a name starting with "!" in a .gitignore ("\\!b.json", "/\\!b.json", "**/!b.json") ignores that file, not every other', async () => {
    const dir = scratch({ '!b.json': broken, 'a.json': broken, 'sub/c.json': broken });
    mkdirSync(join(dir, '.git'));
    for (const line of ['\\!b.json', '/\\!b.json', '**/!b.json']) {
      writeFileSync(join(dir, '.gitignore'), `${line}\n`);
      expect((await lint(['.'], dir)).files).toEqual(['a.json', 'sub/c.json']);
    }
  });

  test('"[!a]" is any character but a, as in ESLint\'s globs and git\'s .gitignore (picomatch read it as "!" or "a")', async () => {
    const dir = scratch({ '.gitignore': '[!a]*.json\n', 'a.json': broken, 'b.json': broken, 'c.json': broken });
    mkdirSync(join(dir, '.git'));
    expect((await lint(['.'], dir)).files).toEqual(['a.json']);
    writeFileSync(join(dir, '.gitignore'), '');
    expect((await lint(['.', '--ignore-pattern', '[!b]*.json'], dir)).files).toEqual(['b.json']);
    writeFileSync(join(dir, 'templint.config.json'), JSON.stringify({ files: ['[!c]*.json'] }));
    expect((await lint(['.'], dir)).files).toEqual(['a.json', 'b.json']);
    expect((await lint(['[!a].json'], dir)).files).toEqual(['b.json']);
  });

  test('.gitignore lines become ignore patterns as git reads them', () => {
    expect(['# comment', '', 'dist', '/root.json', 'a/b.json', 'logs/', '!keep.json', '\\#hash.json', 'trailing   ', 'x{1}.json'].map(gitignorePattern)).toEqual([
      undefined,
      undefined,
      '**/dist',
      'root.json',
      'a/b.json',
      '**/logs/',
      '!**/keep.json',
      '**/#hash.json',
      '**/trailing',
      '**/x\\{1\\}.json',
    ]);
  });

  test('a glob into a default-ignored folder matches nothing there; a named ignored folder says so (exit 2, as ESLint)', async () => {
    const dir = scratch({ 'dist/a.json': broken, 'templates/b.json': broken });
    const glob = await templintInProcess(['dist/**/*.json'], { cwd: dir });
    const why = 'Every one is ignored (by "ignores", --ignore-pattern, a .gitignore, or a default folder such as dist/ or node_modules/); run with --no-ignore to lint them.';
    expect(glob).toMatchObject({ code: 2, stdout: '', stderr: `templint: You are linting "dist/**/*.json", but all of the files matching the glob pattern "dist/**/*.json" are ignored.\n${why}\n` });
    const folder = await templintInProcess(['dist/'], { cwd: dir });
    expect(folder).toMatchObject({ code: 2, stderr: `templint: You are linting "dist/", but all of the files matching the glob pattern "dist/" are ignored.\n${why}\n` });
    expect((await lint(['dist/**/*.json', '--no-ignore'], dir)).files).toEqual(['dist/a.json']);
    const missing = await templintInProcess(['nothing/**/*.json'], { cwd: dir });
    expect(missing).toMatchObject({ code: 2, stderr: 'templint: No files matching the pattern "nothing/**/*.json" were found.\n' });
  });

  test('--no-error-on-unmatched-pattern: a pattern that matches nothing is passed over', async () => {
    const dir = scratch({ 'templates/b.json': good });
    const run = await templintInProcess(['nothing/*.json', 'dist/', 'templates/b.json', '--no-error-on-unmatched-pattern'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('No files matching');
  });
});

describe('standard input (ESLint\'s --stdin)', () => {
  test('--stdin reads standard input and leaves the patterns alone', async () => {
    const dir = scratch({ 'a.json': good });
    const run = await lint(['--stdin', 'a.json'], dir, broken);
    expect(run.results.map((result) => [result.filePath, result.errorCount])).toEqual([['<stdin>', 1]]);
    expect(run.code).toBe(1);
  });

  test('--stdin-filename honours the config\'s "files" and ignores', async () => {
    const dir = scratch({ 'templint.config.json': JSON.stringify({ files: ['templates/**/*.json'], ignores: ['templates/drafts/'] }) });
    const outside = await lint(['--stdin', '--stdin-filename', 'package.json'], dir, broken);
    expect(outside.results.map((result) => result.messages.map((message) => message.message))).toEqual([[UNCONFIGURED_MESSAGE]]);
    expect(outside.code).toBe(0);
    const ignored = await lint(['--stdin', '--stdin-filename', 'templates/drafts/x.json'], dir, broken);
    expect(ignored.results[0]?.messages[0]?.message).toBe(IGNORED_MESSAGE);
    const linted = await lint(['--stdin', '--stdin-filename', 'templates/x.json'], dir, broken);
    expect(linted.results.map((result) => [result.filePath, result.errorCount])).toEqual([[join(dir, 'templates/x.json'), 1]]);
  });

  test('unnamed standard input under a config whose catalog sits in an object with "files" is told to name it, not to name a catalog', async () => {
    // As in ESLint, an object with "files" applies to a named file only: the notice told the user to name
    // the catalog in templint.config.json, which they had.
    const dir = scratch({ 'templint.config.json': JSON.stringify([{ files: ['templates/**/*.json'], catalog: 'catalog.json' }]), 'catalog.json': JSON.stringify(defaultCatalog) });
    const unnamed = await lint(['--stdin'], dir, good);
    expect(unnamed.stderr).toContain('standard input has no file name');
    expect(unnamed.stderr).toContain('`--stdin-filename templates/welcome.json`');
    expect(unnamed.stderr).not.toContain('name it in templint.config.json');
    expect((await lint(['--stdin', '--stdin-filename', 'templates/x.json'], dir, good)).stderr).toBe('');
    // A config with no catalog at all still gets the usual notice.
    writeFileSync(join(dir, 'templint.config.json'), JSON.stringify([{ files: ['templates/**/*.json'] }]));
    expect((await lint(['--stdin'], dir, good)).stderr).toContain('name it in templint.config.json');
  });

  test('--fix on standard input is refused as ESLint refuses it; --fix-dry-run -f json gives the fixed text as "output"', async () => {
    const dir = scratch({});
    const refused = await templintInProcess(['--stdin', '--fix'], { cwd: dir, input: fixable });
    expect(refused).toEqual({ code: 2, stdout: '', stderr: 'templint: The --fix option is not available for piped-in code; use --fix-dry-run instead.\n' });
    const both = await templintInProcess(['a.json', '--fix', '--fix-dry-run'], { cwd: dir });
    expect(both).toEqual({ code: 2, stdout: '', stderr: 'templint: The --fix option and the --fix-dry-run option cannot be used together.\n' });
    const dry = await lint(['--stdin', '--fix-dry-run'], dir, fixable);
    const output = dry.results[0]?.output ?? '';
    expect(JSON.parse(output)).toEqual(request());
    expect(dry.results[0]?.messages.map((message) => message.ruleId)).toEqual([]);
    // Nothing to fix: no "output", as in ESLint.
    expect((await lint(['--stdin', '--fix-dry-run'], dir, good)).results[0]).not.toHaveProperty('output');
  });

  test('--fix on files puts "output" in -f json too', async () => {
    const dir = scratch({ 'a.json': fixable });
    const run = await lint(['a.json', '--fix'], dir);
    expect(run.results[0]?.output).toBe(readFileSync(join(dir, 'a.json'), 'utf8'));
  });
});

describe('init', () => {
  test('writes "files" that match exactly the templates: not a gitignored folder, not src/**/*.json beside i18n files', async () => {
    const dir = scratch({
      '.gitignore': 'generated/\n',
      'package.json': '{ "name": "app" }',
      'generated/x.json': goodNamed('generated'),
      'src/i18n/en.json': '{ "hello": "Hello" }',
      'src/templates/welcome.json': goodNamed('welcome'),
      'src/templates/orders/shipped.json': goodNamed('shipped'),
      'src/mixed/a.json': goodNamed('mixed'),
      'src/mixed/b.json': '{ "not": "a template" }',
      'messages/hi.json': `[${goodNamed('hi_one')}, ${goodNamed('hi_two')}]`,
    });
    const run = await templintInProcess(['init'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'templint.config.json'), 'utf8'))).toEqual({ files: ['messages/**/*.json', 'src/mixed/a.json', 'src/templates/**/*.json'] });
    // The next `templint .` reports exactly the templates, and no false error.
    const next = await lint(['.'], dir);
    expect(next.files).toEqual(['messages/hi.json', 'src/mixed/a.json', 'src/templates/orders/shipped.json', 'src/templates/welcome.json']);
    expect(next.code).toBe(0);
  });
});

describe('--debug, --env-info, --stats', () => {
  test('--debug names the config and each file on standard error; --env-info prints versions; --stats adds timings to JSON', async () => {
    const dir = scratch({ 'templint.config.json': '{}', 'a.json': good, 'package.json': '{}' });
    const debug = await templintInProcess(['a.json', 'package.json', '--debug'], { cwd: dir });
    expect(debug.stderr).toContain(`templint:debug config file ${join(dir, 'templint.config.json')}\n`);
    expect(debug.stderr).toContain(`templint:debug file ${join(dir, 'a.json')}\n`);
    const envInfo = await templintInProcess(['--env-info'], { cwd: dir });
    expect(envInfo.stdout).toMatch(new RegExp(`^Environment Info:\\n\\nNode version: ${process.version.replace(/\./g, '\\.')}\\ntemplint version: v\\d+\\.\\d+\\.\\d+`));
    expect(envInfo.code).toBe(0);
    const stats = await lint(['a.json', '--stats'], dir);
    expect(stats.results[0]?.stats).toMatchObject({ times: { passes: [{ total: expect.any(Number) as number }] }, fixPasses: 0 });
  });

  test('--debug prints the names a walk found as safely as the formatters do (issue 21, point 8)', async () => {
    const dir = scratch({ 'templint.config.json': '{}', 'x\u001b]0;owned\u0007.json': good });
    const debug = await templintInProcess(['.', '--debug'], { cwd: dir });
    expect(debug.stderr).toContain(`templint:debug file ${join(dir, 'x\\u001B]0;owned\\u0007.json')}\n`);
    expect(debug.stderr.includes('\u001b')).toBe(false);
  });
});
