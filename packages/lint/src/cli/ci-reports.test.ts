// The reports as a CI job reads them: a SARIF upload to code scanning, GitHub annotations from a job that
// runs in a folder of the repository (`working-directory: app`).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AjvDraft04 from 'ajv-draft-04';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { templintInProcess } from './templint-in-process.test-support.js';

interface SarifLog {
  runs: {
    tool: { driver: { rules: { id: string; shortDescription: { text: string }; fullDescription?: { text: string } }[] } };
    results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId: string }; region?: { startColumn: number } } }[] }[];
    invocations: { executionSuccessful: boolean; toolExecutionNotifications: { level: string; message: { text: string } }[] }[];
    originalUriBaseIds: Record<string, { uri: string }>;
    columnKind?: string;
  }[];
}

let repository = '';
const bad = { ...MINIMAL_REQUEST, provider_integration_chat_id: '' };

beforeAll(() => {
  repository = mkdtempSync(join(tmpdir(), 'templint-ci-'));
  mkdirSync(join(repository, 'app', 'templates'), { recursive: true });
  writeFileSync(join(repository, 'app', 'templates', 'bad.json'), JSON.stringify(bad, null, 2));
});

afterAll(() => {
  rmSync(`${repository}-linked`, { force: true });
  rmSync(repository, { recursive: true, force: true });
});

describe('reports in CI', () => {
  test('a SARIF log of a run whose pattern matched nothing says the run failed: an upload never reads it as a clean run', async () => {
    const run = await templintInProcess(['-f', 'sarif', 'templates/', 'tmeplates/'], { cwd: join(repository, 'app') });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('templint: No files matching the pattern "tmeplates/" were found.\n');
    const invocation = (JSON.parse(run.stdout) as SarifLog).runs[0]?.invocations[0];
    expect(invocation).toEqual({ executionSuccessful: false, toolExecutionNotifications: [{ level: 'error', message: { text: 'No files matching the pattern "tmeplates/" were found.' } }] });
  });

  test('every rule of the SARIF log has the full description GitHub code scanning requires', async () => {
    const run = await templintInProcess(['-f', 'sarif', 'templates/'], { cwd: join(repository, 'app') });
    const rules = (JSON.parse(run.stdout) as SarifLog).runs[0]?.tool.driver.rules ?? [];
    expect(rules.length).toBeGreaterThan(2);
    for (const rule of rules) expect({ id: rule.id, text: rule.fullDescription?.text }).toEqual({ id: rule.id, text: rule.shortDescription.text });
  });

  test('the SARIF run says its columns count UTF-16 code units: a reader that takes SARIF\'s default of code points put a problem after an emoji one column right per emoji', async () => {
    // One line: the empty id comes after two emoji of two UTF-16 units each (and a skin tone, two more).
    const text = JSON.stringify({ note: '😀👍🏽', ...bad });
    writeFileSync(join(repository, 'app', 'emoji.json'), text);
    const column = text.indexOf('""', text.indexOf('"provider_integration_chat_id"')) + 1;
    const log = JSON.parse((await templintInProcess(['-f', 'sarif', 'emoji.json'], { cwd: join(repository, 'app') })).stdout) as SarifLog;
    expect(log.runs[0]?.columnKind).toBe('utf16CodeUnits');
    expect(log.runs[0]?.results.find((result) => result.ruleId === 'provider-integration-id')?.locations[0]?.physicalLocation.region?.startColumn).toBe(column);
  });

  test('a file reached through a symbolic link is named by the file it leads to in SARIF and annotations: code scanning shows no result on a link', async () => {
    const linked = join(repository, 'linked');
    mkdirSync(join(linked, 'aliases'), { recursive: true });
    mkdirSync(join(repository, 'outside'), { recursive: true });
    writeFileSync(join(linked, 'real.json'), JSON.stringify(bad, null, 2));
    writeFileSync(join(repository, 'outside', 'shared.json'), JSON.stringify({ ...bad, chat_template_data: { ...bad.chat_template_data, chat_template_name: 'shared_one' } }, null, 2));
    // `aliases/` sorts before `real.json`: the walk meets the link first and lints the file under its name.
    symlinkSync('../real.json', join(linked, 'aliases', 'link.json'));
    symlinkSync('../../outside/shared.json', join(linked, 'aliases', 'shared.json'));
    const cwd = linked;
    const sarif = JSON.parse((await templintInProcess(['-f', 'sarif', '.'], { cwd })).stdout) as SarifLog;
    const uris = new Set(sarif.runs[0]?.results.map((result) => result.locations[0]?.physicalLocation.artifactLocation.uri));
    // A link to a file outside the root keeps its own name: the only one inside the repository.
    expect([...uris].sort()).toEqual(['aliases/shared.json', 'real.json']);
    const github = await templintInProcess(['-f', 'github', 'aliases/link.json'], { cwd });
    expect(github.stdout).toMatch(/^::error file=real\.json,line=/);
    // stylish and json name the file as linted, as ESLint does.
    const json = JSON.parse((await templintInProcess(['-f', 'json', 'aliases/link.json'], { cwd })).stdout) as { filePath: string }[];
    expect(json[0]?.filePath).toBe(join(linked, 'aliases', 'link.json'));
  });

  test('-f github says when it printed more annotations than GitHub shows (10 errors and 10 warnings a step), in a notice of its own kind', async () => {
    const many = { ...bad, ...Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`unknown_${String(index)}`, index])) };
    writeFileSync(join(repository, 'app', 'many.json'), JSON.stringify(many, null, 2));
    const run = await templintInProcess(['-f', 'github', 'many.json'], { cwd: join(repository, 'app') });
    const lines = run.stdout.split('\n').filter(Boolean);
    expect(lines.filter((line) => line.startsWith('::warning '))).toHaveLength(12);
    expect(lines.filter((line) => line.startsWith('::notice '))).toEqual([
      "::notice title=templint::templint found 1 error, 12 warnings; GitHub shows at most 10 error and 10 warning annotations per step (50 per job): every problem is in this step's log.",
    ]);
    expect(lines.at(-1)).toMatch(/^::notice /);
    // Within GitHub's limits no notice; none for a clean run.
    const few = await templintInProcess(['-f', 'github', 'templates/'], { cwd: join(repository, 'app') });
    expect(few.stdout).not.toContain('::notice');
    const translated = await templintInProcess(['-f', 'github', '--locale', 'pt-BR', 'many.json'], { cwd: join(repository, 'app') });
    expect(translated.stdout).toContain('::notice title=templint::O templint encontrou 1 erro, 12 avisos;');
  });

  test('file names with a space, #, %, ?, a comma, a colon, a leading - and Hindi or Portuguese letters: a valid SARIF uri (an RFC 3986 reference) and an annotation GitHub reads back', async () => {
    const names = ['my templates/a#1.json', 'pct%41.json', 'q?x.json', 'a,b:c.json', '-lead.json', 'नमस्ते.json', 'ação.json'];
    const folder = join(repository, 'names');
    mkdirSync(join(folder, 'my templates'), { recursive: true });
    for (const name of names) writeFileSync(join(folder, name), JSON.stringify(bad, null, 2));
    const log = JSON.parse((await templintInProcess(['-f', 'sarif', '--', ...names], { cwd: folder })).stdout) as SarifLog;
    const schema = JSON.parse(readFileSync(new URL('../../test-data/sarif-schema-2.1.0.json', import.meta.url), 'utf8')) as object;
    // The schema's `uri-reference` format checked, not passed over: ASCII only, `%` only before two hex digits.
    const uriReference = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/;
    const validate = new AjvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false, formats: { 'uri-reference': uriReference, uri: true } }).compile(schema);
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const uris = [...new Set(log.runs[0]?.results.map((result) => result.locations[0]?.physicalLocation.artifactLocation.uri ?? ''))];
    // Each first segment is no scheme (`a,b:c.json` would read as one): its colon is escaped.
    for (const uri of uris) expect(uri).not.toMatch(/^[^/?#]*:/);
    expect(uris.map((uri) => uri.split('/').map(decodeURIComponent).join('/')).sort()).toEqual([...names].sort());
    // Annotations: GitHub unescapes %25, %3A and %2C in a property.
    const github = await templintInProcess(['-f', 'github', '--', ...names], { cwd: folder });
    const files = new Set([...github.stdout.matchAll(/^::\w+ file=([^,]*),/gm)].map((match) => (match[1] ?? '').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%')));
    expect([...files].sort()).toEqual([...names].sort());
  });

  test('in GitHub Actions, annotations and SARIF name files from the repository root, wherever the job runs', async () => {
    const env = { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: repository };
    const github = await templintInProcess(['-f', 'github', 'templates/'], { cwd: join(repository, 'app'), env });
    expect(github.stdout).toMatch(/^::error file=app\/templates\/bad\.json,line=/);
    const sarif = JSON.parse((await templintInProcess(['-f', 'sarif', 'templates/'], { cwd: join(repository, 'app'), env })).stdout) as SarifLog;
    expect(sarif.runs[0]?.results[0]?.locations[0]?.physicalLocation.artifactLocation).toEqual({ uri: 'app/templates/bad.json', uriBaseId: '%SRCROOT%' });
    expect(sarif.runs[0]?.originalUriBaseIds['%SRCROOT%']?.uri).toBe(`file://${repository}/`);
    // Outside GitHub Actions, and for a file outside the workspace, the working directory.
    const local = await templintInProcess(['-f', 'github', 'templates/'], { cwd: join(repository, 'app') });
    expect(local.stdout).toMatch(/^::error file=templates\/bad\.json,line=/);
    const elsewhere = await templintInProcess(['-f', 'github', 'templates/'], { cwd: join(repository, 'app'), env: { GITHUB_WORKSPACE: join(repository, 'other') } });
    expect(elsewhere.stdout).toMatch(/^::error file=templates\/bad\.json,line=/);
  });

  test('a workspace reached through a link (a runner\'s _work folder linked to another disk) names files from the repository root too', async () => {
    const linked = `${repository}-linked`;
    symlinkSync(repository, linked);
    const env = { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: linked };
    const github = await templintInProcess(['-f', 'github', 'templates/'], { cwd: join(repository, 'app'), env });
    expect(github.stdout).toMatch(/^::error file=app\/templates\/bad\.json,line=/);
    const sarif = JSON.parse((await templintInProcess(['-f', 'sarif', 'templates/'], { cwd: join(repository, 'app'), env })).stdout) as SarifLog;
    expect(sarif.runs[0]?.results[0]?.locations[0]?.physicalLocation.artifactLocation).toEqual({ uri: 'app/templates/bad.json', uriBaseId: '%SRCROOT%' });
  });
});
