// The README shows the CLI's output in each format on one example file. Those samples are the CLI's real
// output: a changed limit, message or position makes this fail until the README is updated.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runCli } from '@templint/lint/cli';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const EXAMPLE = 'examples/invalid/normal--header-text-max-length.json';

/** What `templint --format <format> EXAMPLE` prints, run from the repository root without colour. */
async function output(format: string): Promise<string> {
  let stdout = '';
  await runCli(['--format', format, '--no-color', EXAMPLE], {
    cwd: ROOT,
    env: {},
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: () => true },
    readStdin: undefined,
    version: '0.0.0',
  });
  return stdout;
}

/** The body of the fenced block that follows `heading` in the README. */
function sampleAfter(heading: string): string {
  const at = README.indexOf(heading);
  const open = README.indexOf('```', at);
  const start = README.indexOf('\n', open) + 1;
  return README.slice(start, README.indexOf('```', start)).trimEnd();
}

describe('the README samples of each format', () => {
  test('stylish is the CLI output', async () => {
    expect(sampleAfter('`stylish` (the default')).toBe((await output('stylish')).trim());
  });

  test('github is the CLI output', async () => {
    expect(sampleAfter('`github` (GitHub Actions')).toBe((await output('github')).trim());
  });

  test('json is the CLI output (the absolute path shown as the README writes it)', async () => {
    const shown = sampleAfter('`json` (ESLint');
    const real = (await output('json')).trim().replaceAll(ROOT, '/work/templint');
    expect(shown).toBe(real);
  });
});
