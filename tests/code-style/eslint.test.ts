// The repository's code style: what `pnpm lint` (`eslint --max-warnings 0 .`) checks, run through ESLint's
// API with the same eslint.config.js, so the test command lints the code without a step of its own.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('eslint . finds no error and no warning in the repository', async () => {
  const eslint = new ESLint({ cwd: ROOT });
  const results = await eslint.lintFiles(['.']);
  // It linted the repository, typed files included, not an empty selection.
  expect(results.map((result) => result.filePath)).toContain(fileURLToPath(import.meta.url));
  expect(results.length).toBeGreaterThan(400);
  // The report `eslint .` prints: empty when there is nothing to say, each problem with its file and line when there is.
  const stylish = await eslint.loadFormatter('stylish');
  expect(await stylish.format(results)).toBe('');
});
