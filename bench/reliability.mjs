// The CLI's large-input figures for docs/reliability.md (issue 14): one file with many problems, `--fix`
// of a large file with many fixes, and `--fix-dry-run` of a long file. Runs the BUILT CLI
// (packages/lint/bin/templint.js; build first with `tsc -b`) as a child process under /usr/bin/time, so
// each figure is wall time, CPU time (user + system: steadier than wall time on a machine shared with
// other work) and peak memory of a whole run. Not a test: it asserts nothing and prints a
// Markdown table to paste. A run that passes RELIABILITY_TIMEOUT_S (default 120) or its memory cap
// (RELIABILITY_HEAP_MB, default 4096, given to Node as --max-old-space-size) is reported as such.
//   node bench/reliability.mjs            every case
//   RELIABILITY_ONLY=lint,fix,diff node bench/reliability.mjs
//   RELIABILITY_BIN=/elsewhere/bin/templint.js node bench/reliability.mjs   another build (a "before" figure)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = process.env.RELIABILITY_BIN ?? join(ROOT, 'packages', 'lint', 'bin', 'templint.js');
const TIMEOUT_S = Number(process.env.RELIABILITY_TIMEOUT_S ?? 120);
const HEAP_MB = Number(process.env.RELIABILITY_HEAP_MB ?? 4096);
const ONLY = process.env.RELIABILITY_ONLY?.split(',').map((name) => name.trim());
const runs = (/** @type {string} */ name) => !ONLY || ONLY.includes(name);

/** A request with nine problems, most inside chat_template_data (name, ids, placeholders, a misspelt key). */
function brokenRequest(/** @type {number} */ index) {
  return {
    provider_integration_chat_id: `pi_${String(index)}`,
    chat_template_data: {
      chat_template_name: `Bad Name ${String(index)}`,
      chat_language_id: 37,
      chat_template_category_id: 99,
      chat_template_body: { chat_template_body_value: 'Hello {{1}} there {{x}}' },
      chat_template_footr: 'x',
    },
  };
}

/** A valid request; with `typo`, its footer key is misspelt (one certain fix: unknown-field renames it). */
function paddedRequest(/** @type {number} */ index, /** @type {boolean} */ typo, /** @type {number} */ padding) {
  return {
    provider_integration_chat_id: `pi_${String(index)}`,
    chat_template_data: {
      chat_template_name: `request_${String(index)}`,
      chat_language_id: 2,
      chat_template_category_id: 2,
      chat_template_body: { chat_template_body_value: `Hello there ${'x'.repeat(padding)}` },
      [typo ? 'chat_template_footr' : 'chat_template_footer']: 'Thanks',
    },
  };
}

/**
 * One run of the CLI: wall seconds, peak resident memory in MB, exit code, and what ended it.
 * @param {string[]} args
 * @param {string} cwd
 */
function time(args, cwd) {
  const start = process.hrtime.bigint();
  const child = spawnSync('/usr/bin/time', ['-f', '%M %U %S', process.execPath, `--max-old-space-size=${String(HEAP_MB)}`, BIN, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: TIMEOUT_S * 1000,
    maxBuffer: 1024 * 1024 * 1024,
    killSignal: 'SIGKILL',
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const lines = (child.stderr ?? '').trim().split('\n');
  const [peakKb = Number.NaN, user = Number.NaN, system = Number.NaN] = (lines.at(-1) ?? '').split(' ').map(Number);
  const outOfMemory = /heap out of memory|Allocation failed/i.test(child.stderr ?? '');
  const ended = /** @type {NodeJS.ErrnoException | undefined} */ (child.error)?.code === 'ETIMEDOUT' || child.signal === 'SIGKILL' ? `stopped after ${String(TIMEOUT_S)} s` : outOfMemory ? 'out of memory' : `exit ${String(child.status)}`;
  return { seconds, cpuSeconds: user + system, peakMb: peakKb / 1024, ended, stdout: child.stdout ?? '' };
}

/** @type {[string, ReturnType<typeof time>][]} */
const rows = [];
const loadBefore = loadavg()[0] ?? 0;
const dir = mkdtempSync(join(tmpdir(), 'templint-reliability-'));
try {
  if (runs('lint')) {
    for (const count of [4000, 8000, 16_000]) {
      const file = join(dir, `broken-${String(count)}.json`);
      writeFileSync(file, JSON.stringify(Array.from({ length: count }, (_, index) => brokenRequest(index)), null, 2));
      const run = time([file, '--format', 'json'], dir);
      rows.push([`lint: ${count.toLocaleString('en')} broken requests in one file (${mb(file)} MB)`, run]);
    }
  }
  if (runs('fix')) {
    // 20,000 requests of about 350 bytes, every tenth with a fixable typo: 2,000 fixes in about 7 MB.
    const file = join(dir, 'fix-2000.json');
    const text = JSON.stringify(Array.from({ length: 20_000 }, (_, index) => paddedRequest(index, index % 10 === 0, 40)), null, 2);
    writeFileSync(file, text);
    const size = mb(file);
    const run = time([file, '--fix', '--format', 'json'], dir);
    const fixed = readFileSync(file, 'utf8');
    const left = (fixed.match(/chat_template_footr/g) ?? []).length;
    rows.push([`--fix: 2,000 fixes in one ${size} MB file (${String(left)} typos left after)`, run]);
  }
  if (runs('diff')) {
    // About 30,000 lines (2,500 requests of 12 lines), pretty-printed; fixes at the first and last request
    // (the whole file is the changed span), then at every request.
    const count = 2500;
    const ends = join(dir, 'diff-ends.json');
    writeFileSync(ends, JSON.stringify(Array.from({ length: count }, (_, index) => paddedRequest(index, index === 0 || index === count - 1, 0)), null, 2));
    const every = join(dir, 'diff-every.json');
    writeFileSync(every, JSON.stringify(Array.from({ length: count }, (_, index) => paddedRequest(index, true, 0)), null, 2));
    /** @type {[string, string][]} */
    const cases = [
      [ends, 'a fix at each end'],
      [every, `${count.toLocaleString('en')} fixes`],
    ];
    for (const [file, what] of cases) {
      const lines = readFileSync(file, 'utf8').split('\n').length;
      const run = time([file, '--fix-dry-run', '--format', 'json'], dir);
      rows.push([`--fix-dry-run: ${lines.toLocaleString('en')}-line file, ${what}`, run]);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

process.stdout.write(`${BIN}\nNode ${process.version}; timeout ${String(TIMEOUT_S)} s; heap cap ${String(HEAP_MB)} MB; load average (1 min) before and after: ${loadBefore.toFixed(2)}, ${(loadavg()[0] ?? 0).toFixed(2)}\n\n| case | wall time | CPU time | peak memory | ended |\n|---|---|---|---|---|\n`);
for (const [what, run] of rows) process.stdout.write(`| ${what} | ${run.seconds.toFixed(2)} s | ${figure(run.cpuSeconds, 's')} | ${figure(run.peakMb, 'MB')} | ${run.ended} |\n`);

/** A measured number, or a dash when the run was killed before /usr/bin/time could report it. */
function figure(/** @type {number} */ value, /** @type {string} */ unit) {
  return Number.isFinite(value) ? `${value.toFixed(unit === 'MB' ? 0 : 2)} ${unit}` : '-';
}

function mb(/** @type {string} */ file) {
  return (statSync(file).size / 1e6).toFixed(1);
}
