// The README's CLI samples: what `templint --format <format>` prints for one example file, in each format.
// `pnpm docs:update` runs the built CLI and writes them between the cli-sample markers;
// tests/readme-samples.test.ts runs the CLI from the sources, renders the same blocks in memory and fails
// when the README holds others. Only what changes from machine to machine is normalised: the absolute
// path of the checkout (shown as README_ROOT); the one output that names the tool's version, SARIF, is
// abridged without it.

/** The example file every sample lints. */
export const SAMPLE_FILE = 'examples/invalid/normal--header-text-max-length.json';
/** The formats the README shows, in its order. */
export const SAMPLE_FORMATS = /** @type {const} */ (['stylish', 'json', 'github', 'sarif']);
/** The checkout's absolute path as the README shows it. */
export const README_ROOT = '/work/templint';
/** @typedef {typeof SAMPLE_FORMATS[number]} SampleFormat */

/**
 * The command-line arguments of one sample's run, from the repository root.
 * @param {SampleFormat} format
 * @returns {string[]}
 */
export function sampleArgs(format) {
  return ['--format', format, '--no-color', SAMPLE_FILE];
}

/**
 * The markers around one sample's fenced block.
 * @param {SampleFormat} format
 * @returns {{ start: string, end: string }}
 */
export function sampleMarkers(format) {
  return { start: `<!-- cli-sample:${format}:start -->`, end: `<!-- cli-sample:${format}:end -->` };
}

/**
 * One run's standard output as the README shows it: the checkout's path made stable, and the SARIF log abridged.
 * @param {SampleFormat} format
 * @param {string} stdout
 * @param {string} root the checkout's absolute path, without a trailing slash
 * @returns {string}
 */
export function normalizeSample(format, stdout, root) {
  const stable = stdout.replaceAll(root, README_ROOT).trim();
  return format === 'sarif' ? abridgeSarif(stable) : stable;
}

/**
 * A SARIF log cut to what a reader needs to see its shape: the rules that have results (each with its id,
 * short description, help link and level) and the results; the tool's links, version, rule help texts,
 * invocations and base URIs are left out.
 * @param {string} text the CLI's SARIF output
 * @returns {string}
 */
export function abridgeSarif(text) {
  /** @type {{ version: string, runs: { tool: { driver: { name: string, rules: { id: string, shortDescription: unknown, helpUri: string, defaultConfiguration: unknown }[] } }, results: { ruleId: string, level: string, message: unknown, locations: unknown }[] }[] }} */
  const log = JSON.parse(text);
  return JSON.stringify({
    version: log.version,
    runs: log.runs.map((run) => {
      const used = new Set(run.results.map((result) => result.ruleId));
      const rules = run.tool.driver.rules
        .filter((rule) => used.has(rule.id))
        .map(({ id, shortDescription, helpUri, defaultConfiguration }) => ({ id, shortDescription, helpUri, defaultConfiguration }));
      const results = run.results.map(({ ruleId, level, message, locations }) => ({ ruleId, level, message, locations }));
      return { tool: { driver: { name: run.tool.driver.name, rules } }, results };
    }),
  });
}

/**
 * One sample's fenced block: JSON formats in a `json` block, the others as text.
 * @param {SampleFormat} format
 * @param {string} sample the normalised output
 * @returns {string}
 */
export function renderSample(format, sample) {
  return `\`\`\`${format === 'json' || format === 'sarif' ? 'json' : 'text'}\n${sample}\n\`\`\``;
}

/**
 * Returns `readme` with each sample's block replaced. Throws when a sample's markers are missing or out of
 * order, so a broken README is never silently rewritten.
 * @param {string} readme
 * @param {Readonly<Record<SampleFormat, string>>} samples the normalised output of each format
 * @returns {string}
 */
export function updateSamples(readme, samples) {
  let updated = readme;
  for (const format of SAMPLE_FORMATS) {
    const { start, end } = sampleMarkers(format);
    const from = updated.indexOf(start);
    const to = updated.indexOf(end);
    if (from === -1 || to === -1 || to < from) throw new Error(`README.md must hold ${start} followed by ${end}; the ${format} sample goes between them.`);
    updated = `${updated.slice(0, from + start.length)}\n${renderSample(format, samples[format])}\n${updated.slice(to)}`;
  }
  return updated;
}

/**
 * Every sample, each run through `run` (the built CLI for `pnpm docs:update`, the sources for the test).
 * @param {(args: string[]) => Promise<string>} run runs the CLI from the repository root and resolves to its standard output
 * @param {string} root the checkout's absolute path, without a trailing slash
 * @returns {Promise<Record<SampleFormat, string>>}
 */
export async function cliSamples(run, root) {
  /** @type {Partial<Record<SampleFormat, string>>} */
  const samples = {};
  for (const format of SAMPLE_FORMATS) samples[format] = normalizeSample(format, await run(sampleArgs(format)), root);
  return /** @type {Record<SampleFormat, string>} */ (samples);
}
