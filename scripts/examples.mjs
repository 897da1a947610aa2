// `pnpm run examples`: the workspace's templint over examples/, then one plain line on what happened.
// examples/invalid breaks rules on purpose, so templint exits 1 there; this script says so in words and
// exits 0 when the outcome is the intended one (valid: no problem; invalid: errors in every file), and 1
// with the reason otherwise, instead of leaving pnpm's bare "Command failed with exit code 1".
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../packages/lint/bin/templint.js', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

// The report people read, as the CLI prints it (ending in a blank line, as ESLint's stylish does).
const shown = spawnSync(process.execPath, [bin, 'examples/'], { cwd: root, stdio: 'inherit' });
// The same run as JSON, to count.
const counted = spawnSync(process.execPath, [bin, 'examples/', '-f', 'json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const results = JSON.parse(counted.stdout || '[]');
const under = (folder) => results.filter((result) => result.filePath.includes(`/examples/${folder}/`));
const valid = under('valid');
const invalid = under('invalid');
const validProblems = valid.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
const invalidErrors = invalid.reduce((sum, result) => sum + result.errorCount, 0);
const clean = invalid.filter((result) => result.errorCount === 0).map((result) => result.filePath);

if (shown.status === 1 && validProblems === 0 && clean.length === 0 && valid.length > 0) {
  process.stdout.write(
    `As intended: templint exited 1 for ${String(invalidErrors)} errors in the ${String(invalid.length)} files of examples/invalid (each breaks the rule it is named after), and found nothing in the ${String(valid.length)} files of examples/valid. Lint your own templates with \`npx templint <folder>\`.\n`,
  );
  process.exit(0);
}
const reasons = [];
if (validProblems > 0) reasons.push(`examples/valid has ${String(validProblems)} problems`);
if (clean.length > 0) reasons.push(`these examples/invalid files break no rule: ${clean.join(', ')}`);
if (shown.status !== 1) reasons.push(`templint exited ${String(shown.status)} instead of 1`);
process.stdout.write(`Not as intended: ${reasons.join('; ')}. Fix the examples (see tests/examples.test.ts).\n`);
process.exit(1);
