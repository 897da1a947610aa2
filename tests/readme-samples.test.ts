// The README shows the CLI's output in each format on one example file. `pnpm docs:update` writes those
// samples from the built CLI; this runs the CLI from the sources, renders the same blocks in memory and
// fails when the README holds others: a changed limit, message, position or description shows up here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runCli } from '@templint/lint/cli';
import {
  README_ROOT,
  SAMPLE_FILE,
  SAMPLE_FORMATS,
  abridgeSarif,
  cliSamples,
  normalizeSample,
  renderSample,
  sampleMarkers,
  updateSamples,
} from '../scripts/cli-samples.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const STALE = 'The README\'s CLI samples are stale: run `pnpm docs:update` and commit README.md.';

/** What `templint <args>` prints, run from the repository root. */
async function run(args: string[]): Promise<string> {
  let stdout = '';
  await runCli(args, {
    cwd: ROOT,
    env: {},
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: () => true },
    readStdin: undefined,
    version: '0.0.0',
  });
  return stdout;
}

const samples = await cliSamples(run, ROOT);

/** The text between one sample's markers in the README. */
function shown(format: (typeof SAMPLE_FORMATS)[number]): string {
  const { start, end } = sampleMarkers(format);
  const from = README.indexOf(start);
  const to = README.indexOf(end);
  expect(from, `README.md has no ${start}`).toBeGreaterThan(-1);
  expect(to, `README.md has no ${end} after ${start}`).toBeGreaterThan(from);
  return README.slice(from + start.length, to).trim();
}

describe('the README samples of each format', () => {
  test.each(SAMPLE_FORMATS.map((format) => [format]))('%s is the CLI output', (format) => {
    expect(shown(format), STALE).toBe(renderSample(format, samples[format]));
  });

  test('the README is what `pnpm docs:update` writes', () => {
    expect(README, STALE).toBe(updateSamples(README, samples));
  });

  test('each sample shows a diagnostic of the example file', () => {
    for (const format of SAMPLE_FORMATS) expect(samples[format], format).toContain('header-text-max-length');
    expect(samples.stylish).toContain(SAMPLE_FILE);
  });
});

describe('normalizeSample', () => {
  test('shows the checkout\'s path as the README does, and trims', () => {
    expect(normalizeSample('json', `[{"filePath":"/home/me/repo/${SAMPLE_FILE}"}]\n`, '/home/me/repo')).toBe(`[{"filePath":"${README_ROOT}/${SAMPLE_FILE}"}]`);
  });
});

describe('abridgeSarif', () => {
  test('keeps the rules that have results and the results, without links, versions, help texts or invocations', () => {
    const log = {
      version: '2.1.0',
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      runs: [
        {
          tool: {
            driver: {
              name: 'templint',
              version: '9.9.9',
              informationUri: 'https://example.com',
              rules: [
                { id: 'a', shortDescription: { text: 'A.' }, helpUri: 'https://example.com/a', help: { text: 'A. See' }, defaultConfiguration: { level: 'error' }, properties: {} },
                { id: 'b', shortDescription: { text: 'B.' }, helpUri: 'https://example.com/b', help: { text: 'B. See' }, defaultConfiguration: { level: 'warning' }, properties: {} },
              ],
            },
          },
          results: [{ ruleId: 'b', ruleIndex: 1, level: 'warning', message: { text: 'm' }, locations: [] }],
          invocations: [{ executionSuccessful: true }],
          originalUriBaseIds: { '%SRCROOT%': { uri: 'file:///home/me/repo/' } },
        },
      ],
    };
    expect(JSON.parse(abridgeSarif(JSON.stringify(log)))).toEqual({
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'templint', rules: [{ id: 'b', shortDescription: { text: 'B.' }, helpUri: 'https://example.com/b', defaultConfiguration: { level: 'warning' } }] } },
          results: [{ ruleId: 'b', level: 'warning', message: { text: 'm' }, locations: [] }],
        },
      ],
    });
  });
});

describe('updateSamples', () => {
  const all = Object.fromEntries(SAMPLE_FORMATS.map((format) => [format, `${format} out`])) as Record<(typeof SAMPLE_FORMATS)[number], string>;
  const page = SAMPLE_FORMATS.map((format) => `${sampleMarkers(format).start}\nold\n${sampleMarkers(format).end}`).join('\n\ntext\n\n');

  test('replaces only what lies between each sample\'s markers, and is idempotent', () => {
    const once = updateSamples(page, all);
    expect(once).toContain(`${sampleMarkers('stylish').start}\n\`\`\`text\nstylish out\n\`\`\`\n${sampleMarkers('stylish').end}\n\ntext`);
    expect(once).toContain(`${sampleMarkers('sarif').start}\n\`\`\`json\nsarif out\n\`\`\`\n${sampleMarkers('sarif').end}`);
    expect(once).not.toContain('old');
    expect(updateSamples(once, all)).toBe(once);
  });

  test('throws when a marker is missing', () => {
    expect(() => updateSamples(page.replace(sampleMarkers('github').end, ''), all)).toThrow(sampleMarkers('github').end);
  });
});
