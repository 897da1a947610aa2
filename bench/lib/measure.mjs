// Timing helpers for the benchmark: tinybench for in-process work, repeated child processes (as
// hyperfine does) for whole commands. Every figure is later reported as a ratio against a baseline
// measured in the same process and run, so the machine's speed cancels out.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { Bench } from 'tinybench';

/**
 * Wall time one batch of calls should take: long enough that timer overhead vanishes (< 0.1 %), short
 * enough that most batches run without being preempted on a busy machine (the median batch is kept).
 */
const BATCH_MS = 0.25;

/**
 * Milliseconds per call of `work`: tinybench times batches of calls (many calls for fast work, one for
 * slow work) and the median batch is kept, robust against preemption by other processes. A collection
 * pause that hits a minority of batches is left out; the garbage a call makes still costs its share of
 * allocation time.
 * @param {string} name
 * @param {() => unknown} work one call; its result goes to a sink so it cannot be optimised away
 * @param {{ timeMs: number }} options the time budget of the measured phase
 * @returns {Promise<number>}
 */
export async function msPerCall(name, work, { timeMs }) {
  // Calibrate: a few calls to get past the first compilation, then size the batch.
  let calls = 0;
  const start = performance.now();
  while (calls < 3 || (performance.now() - start < 5 && calls < 10_000)) {
    keep(work());
    calls += 1;
  }
  const estimate = (performance.now() - start) / calls;
  const batch = Math.max(1, Math.round(BATCH_MS / Math.max(estimate, 1e-6)));
  const bench = new Bench({
    name,
    time: timeMs,
    // A slow call (10 MB inputs) still gets a few samples without running for seconds.
    iterations: estimate > 20 ? 3 : 10,
    warmupTime: Math.max(10, timeMs / 4),
    warmupIterations: estimate > 20 ? 1 : 5,
    throws: true,
  });
  bench.add(name, () => {
    for (let index = 0; index < batch; index += 1) keep(work());
  });
  await bench.run();
  const task = bench.tasks[0];
  const result = task?.result;
  if (!result || (result.state !== 'completed' && result.state !== 'aborted-with-statistics')) {
    throw new Error(`benchmark ${name} did not complete (${result?.state ?? 'no result'})`);
  }
  return result.latency.p50 / batch;
}

/**
 * Measures several competitors of one workload in interleaved rounds (A B C, A B C, ...) and keeps each
 * one's fastest round: other processes on the machine only ever add time, and a slow stretch of some
 * seconds (a busy neighbour) spoils whole rounds, which a median over few rounds does not survive.
 * @param {Record<string, () => unknown>} competitors
 * @param {{ rounds: number, timeMs: number, label: string }} options
 * @returns {Promise<Record<string, number>>} milliseconds per call by competitor
 */
export async function interleaved(competitors, { rounds, timeMs, label }) {
  /** @type {Record<string, number[]>} */
  const samples = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, work] of Object.entries(competitors)) {
      (samples[name] ??= []).push(await msPerCall(`${label} ${name}`, work, { timeMs }));
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, Math.min(...values)]));
}

/**
 * Runs commands as separate processes, hyperfine style: `warmup` untimed runs each, then `runs` timed
 * rounds in rotating order; returns each command's fastest wall time in milliseconds (other processes only
 * ever add time) and its exit codes.
 * @param {Record<string, { command: string, args: string[], cwd?: string }>} commands
 * @param {{ runs: number, warmup: number }} options
 * @returns {Record<string, { ms: number, runs: number[], exitCodes: number[] }>}
 */
export function timeCommands(commands, { runs, warmup }) {
  const names = Object.keys(commands);
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(names.map((name) => [name, []]));
  /** @type {Record<string, number[]>} */
  const exitCodes = Object.fromEntries(names.map((name) => [name, []]));
  const runOnce = (/** @type {string} */ name) => {
    const spec = commands[name];
    if (!spec) throw new Error(`no command ${name}`);
    const start = performance.now();
    const run = spawnSync(spec.command, spec.args, { cwd: spec.cwd, stdio: 'ignore', maxBuffer: 0 });
    const elapsed = performance.now() - start;
    if (run.error) throw run.error;
    return { elapsed, status: run.status ?? -1 };
  };
  for (let index = 0; index < warmup; index += 1) for (const name of names) runOnce(name);
  for (let round = 0; round < runs; round += 1) {
    // Rotate the order each round so no command always runs right after the same other one.
    for (let offset = 0; offset < names.length; offset += 1) {
      const name = names[(round + offset) % names.length] ?? '';
      const { elapsed, status } = runOnce(name);
      times[name]?.push(elapsed);
      exitCodes[name]?.push(status);
    }
  }
  return Object.fromEntries(names.map((name) => [name, { ms: Math.min(...(times[name] ?? [])), runs: times[name] ?? [], exitCodes: exitCodes[name] ?? [] }]));
}

// Run by `node --input-type=module -e`: the time of one dynamic import, resolution included, printed in ms.
const IMPORT_SCRIPT = 'const start = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - start));';

/**
 * Times importing each module in fresh Node processes started in `cwd` (so bare specifiers resolve from
 * there, as from a project that depends on them): from just before `import()` to its end, so Node's own
 * start-up, the same for every module, does not water the ratios down. One untimed run each, then `runs`
 * rounds in rotating order; the median is the figure (a module's import is short enough that one slow run
 * of a busy machine moves a fastest-of figure by chance), the fastest is shown beside it.
 * @param {Record<string, string>} modules name to specifier (a package name or a file URL)
 * @param {{ cwd: string, runs: number }} options
 * @returns {Record<string, { median: number, fastest: number }>} milliseconds by name
 */
export function timeImports(modules, { cwd, runs }) {
  const names = Object.keys(modules);
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(names.map((name) => [name, []]));
  const importOnce = (/** @type {string} */ name) => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', IMPORT_SCRIPT, modules[name] ?? ''], { cwd, encoding: 'utf8' });
    const ms = Number(run.stdout);
    if (run.status !== 0 || !Number.isFinite(ms)) throw new Error(`importing ${name} failed (exit ${String(run.status)}): ${run.stderr.slice(0, 300)}`);
    return ms;
  };
  for (const name of names) importOnce(name);
  for (let round = 0; round < runs; round += 1) {
    for (let offset = 0; offset < names.length; offset += 1) {
      const name = names[(round + offset) % names.length] ?? '';
      times[name]?.push(importOnce(name));
    }
  }
  return Object.fromEntries(names.map((name) => [name, { median: median(times[name] ?? []), fastest: Math.min(...(times[name] ?? [])) }]));
}

/**
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * @param {readonly number[]} values
 * @returns {number}
 */
export function mean(values) {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * A full garbage collection when node runs with `--expose-gc`; nothing otherwise. Only between inputs of
 * very different sizes: a forced collection also discards what the engine learned, so calling it before
 * every measurement would time cold code (seen here: validateTemplate 10x slower right after one).
 */
export function collectGarbage() {
  const gc = /** @type {{ gc?: () => void }} */ (globalThis).gc;
  if (typeof gc === 'function') gc();
}

let sinkValue = 0;

/**
 * Keeps a result observable so the engine cannot drop the call that made it.
 * @param {unknown} value
 */
export function keep(value) {
  if (value === sinkValue) sinkValue += 1;
  else if (typeof value === 'number') sinkValue = (sinkValue + value) | 0;
  else sinkValue = (sinkValue + (value === undefined || value === null ? 0 : 1)) | 0;
}

/** The sink's value, printed at the end so it is observably used. */
export function sink() {
  return sinkValue;
}
