// `pnpm bench`: templint's cost, measured and compared (issue 6). Imports the BUILT packages (the root
// script runs `tsc -b` first), so it measures what users run. Every figure is a ratio against a baseline
// measured in the same process and run, so the machine's speed cancels out:
//   (a) createValidator(options).validate and validateTemplate (and lintText) against JSON.parse of the same request's text;
//   (b) ajv and valibot structural schemas of the same requests, against JSON.parse;
//   (c) parsePlaceholders / countCharacters time per byte from 1 KB to 10 MB, normal and adversarial;
//   (d) the CLI over 10,000 files against a read-and-JSON.parse floor and ajv-cli; CLI start-up;
//   (e) the ESLint plugin against ESLint with @eslint/json's recommended rules only, and importing the
//       plugin against importing @eslint/json, each in fresh Node processes;
//   (f) core's bundle size for the browser, against its budgets (scripts/size-budget.mjs);
//   (g) a keystroke in the built playground, in Debian's Chromium: to the next frame against a plain
//       textarea, and the pause's validation, preview and lint pass against JSON.parse in the same page.
// BENCH_QUICK=1: a smoke run (fewer files, rounds and milliseconds) that does not rewrite the docs.
// BENCH_KEEP=1: keep the generated payload directory.
// BENCH_ONLY=a,c: run only these sections (a includes b; d and e write the payload files; f is bundle size; g
// builds the playground and needs /usr/bin/chromium, else it is skipped); the docs are not rewritten.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { Ajv } from 'ajv';
import * as v from 'valibot';
import { countCharacters, createValidator, parsePlaceholders, rules, validateTemplate } from '@templint/core';
import { lintText } from '@templint/lint';
import { collectGarbage, interleaved, keep, mean, median, msPerCall, sink, timeCommands, timeImports } from './lib/measure.mjs';
import { generatePayloads, random, writePayloads } from './lib/payloads.mjs';
import { measureTyping } from './lib/playground.mjs';
import { carouselOf, largeBodyRequest, representativeRequests } from './lib/requests.mjs';
import { requestSchema } from './request-schema.valibot.mjs';
import { measureBudgets, sizeFigures } from '../scripts/size-budget.mjs';
import { buildPlayground, PLAYGROUND_DIST } from '../scripts/build-playground.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-flags.mjs';
// Internals, for the breakdown of where validation's time goes (section a').
import { indexCatalog } from '../packages/core/dist/catalog/catalog-index.js';
import { defaultCatalog } from '../packages/core/dist/catalog/default-catalog.js';
import { buildModel } from '../packages/core/dist/model/build-model.js';
import { checkShape } from '../packages/core/dist/model/shape-check.js';
import { isObject } from '../packages/core/dist/internal/json.js';
import { createValidatorOf } from '../packages/core/dist/validator/create-validator.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const QUICK = process.env.BENCH_QUICK === '1';
const ONLY = process.env.BENCH_ONLY?.split(',').map((section) => section.trim());
const runs = (/** @type {string} */ section) => !ONLY || ONLY.includes(section);
const SEED = 6;

const config = QUICK
  ? { rounds: 1, timeMs: 40, textRounds: 1, textTimeMs: 40, files: 1000, eslintFiles: 200, cliRuns: 2, startupRuns: 5, eslintRuns: 1 }
  : { rounds: 5, timeMs: 120, textRounds: 3, textTimeMs: 120, files: 10_000, eslintFiles: 1000, cliRuns: 5, startupRuns: 20, eslintRuns: 5 };

const schemaPath = join(ROOT, 'bench', 'request-schema.json');
const PLUGIN_DIR = join(ROOT, 'packages', 'eslint-plugin');
const templintBin = join(ROOT, 'packages', 'lint', 'bin', 'templint.js');

/** Names already taken and Flows that exist, so every rule runs (template-name-unique, flow-id-known). */
const existingTemplateNames = new Set(Array.from({ length: 100 }, (_, index) => `existing_template_${String(index)}`));
const knownFlowIds = new Set(['1234567890', ...Array.from({ length: 99 }, (_, index) => String(9_000_000 + index))]);
const validateOptions = { existingTemplateNames, flowIds: knownFlowIds };
// What the CLI, the plugin and the client do: one validator made once, then every request through it.
const validator = createValidator(validateOptions);
// For sizing the owner's choice (issue 25: core's entry, the ratchet): the same validator with the approval
// authority's rules off, the platform's rules alone.
const platformOnly = createValidator({ ...validateOptions, rules: Object.fromEntries(approvalRuleIds().map((id) => [id, 'off'])) });
// The floor of one module per rule (issue 11's decided design): the same plan, scopes and model, with each
// rule's check a function of its own that does nothing. Each is compiled from its own source text, as
// each rule is its own function, so the engine cannot fold the calls into one.
const dispatchOnly = createValidatorOf(
  rules.map((rule, index) => ({ ...rule, check: /** @type {typeof rule.check} */ (new Function('context', `return context.model === ${String(index)};`)) })),
  validateOptions,
);

/** @typedef {{ what: string, measured: string, target: string, met: boolean | undefined }} Target */
/** @type {Target[]} */
const targets = [];
/** @type {string[]} */
const markdown = [];
/** @type {string[]} */
const notes = [];

const x = (/** @type {number} */ ratio) => `${ratio < 0.1 ? ratio.toFixed(3) : ratio.toFixed(2)}x`;
const us = (/** @type {number} */ ms) => (ms < 1 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(2)} ms`);

/**
 * Prints a table to the console and (unless `inReport` is false) adds it to the markdown report.
 * @param {string} title
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {boolean} [inReport]
 */
function table(title, header, rows, inReport = true) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  if (!inReport) return;
  markdown.push(`### ${title}`, '', `| ${header.join(' | ')} |`, `|${header.map((_, column) => (column === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) markdown.push(`| ${row.join(' | ')} |`);
  markdown.push('');
}

const count = (/** @type {number} */ value) => value.toLocaleString('en-US');
const plural = (/** @type {number} */ value, /** @type {string} */ noun) => `${count(value)} ${noun}${value === 1 ? '' : 's'}`;

/** @param {Target} target */
function target(target) {
  targets.push(target);
}

// ---------------------------------------------------------------------------------------------------
// (a) and (b): validator.validate, validateTemplate, lintText, ajv and valibot against JSON.parse of the same text.

/**
 * The same competitors over a mix of generated requests, a third broken on purpose (what the CLI meets),
 * each call working through the whole mix: requests of many shapes, unlike one request called again and
 * again, so the engine cannot specialise on one shape. Reported beside the representative requests, not
 * in their mean.
 * @param {(value: unknown) => boolean} ajvValidate
 * @param {{ filePath: string, validator: typeof validator, fixes: boolean }} lintOptions
 * @returns {Promise<string[]>} the table row
 */
async function mixRow(ajvValidate, lintOptions) {
  const size = QUICK ? 100 : 500;
  const { payloads, invalid } = generatePayloads(size, SEED);
  const texts = payloads.map((payload) => JSON.stringify(payload));
  // Two parsed copies, used in turn, so no cache keyed on object identity can help anyone.
  const pools = [texts.map((text) => /** @type {unknown} */ (JSON.parse(text))), texts.map((text) => /** @type {unknown} */ (JSON.parse(text)))];
  let turn = 0;
  const pool = () => pools[(turn += 1) & 1] ?? [];
  const each = (/** @type {(value: unknown) => unknown} */ work) => () => {
    for (const value of pool()) keep(work(value));
  };
  /** @type {Record<string, () => void>} */
  const competitors = {
    parse: () => {
      for (const text of texts) keep(JSON.parse(text));
    },
    validate: each((value) => validator.validate(value).diagnostics.length),
    oneShot: each((value) => validateTemplate(value, validateOptions).diagnostics.length),
    lint: () => {
      for (const text of texts) keep(lintText(text, lintOptions).errorCount);
    },
    ajv: each((value) => ajvValidate(value)),
    valibot: each((value) => v.safeParse(requestSchema, value).success),
  };
  // Warmed up like the single requests: the many shapes take the engine longer to settle.
  const until = performance.now() + (QUICK ? 500 : 3000);
  while (performance.now() < until) for (const work of Object.values(competitors)) work();
  const times = await interleaved(competitors, { rounds: config.rounds, timeMs: config.timeMs * 4, label: 'mix' });
  const { parse = Number.NaN, validate = Number.NaN, oneShot = Number.NaN, lint = Number.NaN, ajv: ajvTime = Number.NaN, valibot = Number.NaN } = times;
  const kilobytes = texts.reduce((sum, text) => sum + text.length, 0) / 1024 / size;
  process.stdout.write('.');
  return [
    `mix of ${count(size)} generated requests of every kind, ${count(invalid)} broken on purpose (${kilobytes.toFixed(1)} KB each on average; per request)`,
    us(parse / size),
    x(validate / parse),
    x(oneShot / parse),
    x(lint / parse),
    x(ajvTime / parse),
    x(valibot / parse),
  ];
}

async function requestsSection() {
  const ajv = new Ajv({ allowUnionTypes: true });
  const ajvValidate = ajv.compile(/** @type {object} */ (JSON.parse(readFileSync(schemaPath, 'utf8'))));
  const requests = representativeRequests();
  const prepared = requests.map((request) => {
    // Compact text: the cheapest JSON.parse, so the strictest baseline.
    const text = JSON.stringify(request.value);
    // Each call gets another parsed copy, so no cache keyed on object identity can help anyone.
    const pool = Array.from({ length: request.kind === 'large' ? 2 : 16 }, () => /** @type {unknown} */ (JSON.parse(text)));
    return { request, text, pool };
  });
  // As the CLI lints for its default output: positions for what is reported, no fix edits (only `-f json` prints those).
  const lintOptions = { filePath: 'bench.json', validator, fixes: false };
  // Warm-up over every request first: the validators have many functions, and the engine needs some
  // thousands of calls, on every request shape, before it settles on optimised code.
  const warmUp = (/** @type {typeof prepared} */ set, /** @type {number} */ ms) => {
    const until = performance.now() + ms;
    do {
      for (const { text, pool } of set) {
        const value = pool[0];
        keep(validator.validate(value));
        keep(platformOnly.validate(value));
        keep(dispatchOnly.validate(value));
        keep(validateTemplate(value, validateOptions));
        keep(lintText(text, lintOptions));
        keep(ajvValidate(value));
        keep(v.safeParse(requestSchema, value).success);
      }
    } while (performance.now() < until);
  };
  warmUp(
    prepared.filter((entry) => entry.request.kind !== 'large'),
    QUICK ? 300 : 2000,
  );
  warmUp(
    prepared.filter((entry) => entry.request.kind === 'large'),
    QUICK ? 50 : 300,
  );
  /** @type {string[][]} */
  const rows = [];
  /** @type {{ kind: string, parse: number, validate: number, platform: number, oneShot: number, ajv: number, valibot: number, lint: number, model: number, dispatch: number, shape: number, keys: number }[]} */
  const measured = [];
  const modelContext = { catalog: indexCatalog(defaultCatalog), existingTemplateNames, flowIds: knownFlowIds };
  for (const { request, text, pool } of prepared) {
    let next = 0;
    const take = () => {
      next = (next + 1) % pool.length;
      return pool[next];
    };
    const check = validator.validate(pool[0]);
    const errors = check.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    const warnings = check.diagnostics.length - errors.length;
    if (request.kind !== 'large' && check.diagnostics.length > 0) {
      notes.push(`${request.name}: not clean (${check.diagnostics.map((diagnostic) => `${diagnostic.severity} ${diagnostic.ruleId}`).join(', ')})`);
    }
    if (!ajvValidate(pool[0])) notes.push(`${request.name}: ajv rejects it: ${ajv.errorsText(ajvValidate.errors)}`);
    if (!v.safeParse(requestSchema, pool[0]).success) notes.push(`${request.name}: valibot rejects it`);
    const times = await interleaved(
      {
        parse: () => JSON.parse(text),
        validate: () => validator.validate(take()).diagnostics.length,
        platform: () => platformOnly.validate(take()).diagnostics.length,
        oneShot: () => validateTemplate(take(), validateOptions).diagnostics.length,
        lint: () => lintText(text, lintOptions).errorCount,
        ajv: () => ajvValidate(take()),
        valibot: () => v.safeParse(requestSchema, take()).success,
        model: () => buildModel(take(), modelContext).slots.length,
        dispatch: () => dispatchOnly.validate(take()).diagnostics.length,
        shape: () => checkShape(take()).length,
        keys: () => countKeys(take()),
      },
      { rounds: config.rounds, timeMs: config.timeMs, label: request.name },
    );
    const { parse = Number.NaN, validate = Number.NaN, platform = Number.NaN, oneShot = Number.NaN, lint = Number.NaN, ajv: ajvTime = Number.NaN, valibot = Number.NaN, model = Number.NaN, dispatch = Number.NaN, shape = Number.NaN, keys = Number.NaN } = times;
    measured.push({ kind: request.kind, parse, validate, platform, oneShot, ajv: ajvTime, valibot, lint, model, dispatch, shape, keys });
    rows.push([
      `${request.name} (${(text.length / 1024).toFixed(1)} KB${errors.length > 0 ? `, ${plural(errors.length, 'error')}` : ''}${warnings > 0 ? `, ${plural(warnings, 'warning')}` : ''})`,
      us(parse),
      x(validate / parse),
      x(oneShot / parse),
      x(lint / parse),
      x(ajvTime / parse),
      x(valibot / parse),
    ]);
    process.stdout.write('.');
  }
  rows.push(await mixRow(ajvValidate, lintOptions));
  const set = measured.filter((entry) => entry.kind !== 'large');
  /** @param {'validate' | 'platform' | 'oneShot' | 'lint' | 'ajv' | 'valibot' | 'model' | 'dispatch' | 'shape' | 'keys'} key */
  const meanRatio = (key) => mean(set.map((entry) => entry[key] / entry.parse));
  /** @param {'validate' | 'oneShot' | 'lint' | 'ajv' | 'valibot'} key */
  const sumRatio = (key) => set.reduce((sum, entry) => sum + entry[key], 0) / set.reduce((sum, entry) => sum + entry.parse, 0);
  rows.push(['**mean of the ratios** (normal, carousel, authentication, interactive)', '', x(meanRatio('validate')), x(meanRatio('oneShot')), x(meanRatio('lint')), x(meanRatio('ajv')), x(meanRatio('valibot'))]);
  rows.push(['**ratio of the summed times** (same set)', '', x(sumRatio('validate')), x(sumRatio('oneShot')), x(sumRatio('lint')), x(sumRatio('ajv')), x(sumRatio('valibot'))]);
  table(
    '(a, b) One request: time as a multiple of JSON.parse of the same text',
    ['request (compact JSON size)', 'JSON.parse', 'createValidator(options).validate', 'validateTemplate (validator made per call)', 'lintText (parse + validate)', 'ajv (structure)', 'valibot safeParse (structure)'],
    rows,
  );
  table(
    "(a') Where validation's time goes: mean over the same set, as a multiple of JSON.parse",
    ['part', 'x JSON.parse'],
    [
      ['the shape walk alone (field types, required and unknown keys: field-type and unknown-field)', x(meanRatio('shape'))],
      ['the model (the typed view every rule reads), shape walk included', x(meanRatio('model'))],
      ['the floor of one module per rule: the model, plus a call to each rule that runs, each check doing nothing', x(meanRatio('dispatch'))],
      ['the rules and their diagnostics (validate minus the model)', x(meanRatio('validate') - meanRatio('model'))],
      ['validator.validate, all of it', x(meanRatio('validate'))],
      [`validator.validate with the platform's rules only (the ${String(approvalRuleIds().length)} approval rules off; for sizing)`, x(meanRatio('platform'))],
      ['validateTemplate: the same plus a validator made per call (catalog index, rule plan)', x(meanRatio('oneShot'))],
      ['for comparison: a bare for-in over every key of the request, the least unknown-field needs', x(meanRatio('keys'))],
    ],
  );
  const validateMean = meanRatio('validate');
  // Issue 25: a ratchet, not a target: in-process validation may cost up to this for a simpler engine.
  target({ what: 'createValidator(options).validate, every rule, mean over the representative requests', measured: x(validateMean), target: '<= 1.3x JSON.parse (ratchet)', met: validateMean <= 1.3 });
  // What no rule could go below: the model plus one call per running rule.
  const floorMean = meanRatio('dispatch');
  target({ what: 'the floor of one module per rule: the model plus a call to each running rule, checks doing nothing', measured: x(floorMean), target: 'reported', met: undefined });
  target({ what: "createValidator(options).validate, the platform's rules only (approval rules off; for sizing the owner's choice)", measured: x(meanRatio('platform')), target: 'reported', met: undefined });
  const large = measured.find((entry) => entry.kind === 'large');
  if (large) target({ what: 'validator.validate on the 1 MB body (reported on its own)', measured: x(large.validate / large.parse), target: 'reported', met: undefined });
}

/**
 * Every key of a JSON value, counted with for-in: the cheapest full walk of a request's keys.
 * @param {unknown} value
 * @returns {number}
 */
function countKeys(value) {
  let keys = 0;
  if (Array.isArray(value)) {
    for (const item of value) keys += countKeys(item);
  } else if (isObject(value)) {
    for (const key in value) keys += 1 + countKeys(value[key]);
  }
  return keys;
}

// ---------------------------------------------------------------------------------------------------
// (c) parsePlaceholders and countCharacters: time per byte as inputs grow.

const SIZES = [
  { label: '1 KB', bytes: 1024 },
  { label: '100 KB', bytes: 100 * 1024 },
  { label: '1 MB', bytes: 1024 * 1024 },
  { label: '10 MB', bytes: 10 * 1024 * 1024 },
];

/** Text per timed unit at every size: the largest size is one call, smaller sizes are pieces of it. */
const UNIT_BYTES = 10 * 1024 * 1024;

/**
 * A flat one-byte string of `bytes` characters, filled from `next()` pieces.
 * @param {number} bytes
 * @param {() => string} piece
 * @returns {string}
 */
function fill(bytes, piece) {
  const buffer = Buffer.alloc(bytes);
  let offset = 0;
  while (offset < bytes) offset += buffer.write(piece(), offset, 'latin1');
  return buffer.toString('latin1');
}

/** @type {{ name: string, make: (bytes: number) => string }[]} */
const TEXT_KINDS = [
  { name: 'normal text', make: (bytes) => fill(bytes, () => 'Hi {{1}}, your order {{order_id}} ships today. Track it at https://shop.example.com/t/{{2}} - thanks! ') },
  { name: '`{` repeated', make: (bytes) => fill(bytes, () => '{') },
  { name: '`{{a` repeated', make: (bytes) => fill(bytes, () => '{{a') },
  {
    name: 'unbalanced braces mix',
    make: (bytes) => {
      const next = random(SEED);
      const pieces = ['{{', '}}', '{', '}', '{{a}}', '{{1}}', 'ab ', '{{ x', 'y }}', '}{', '{{{', '}}}'];
      return fill(bytes, () => pieces[Math.floor(next() * pieces.length)] ?? '{');
    },
  },
];

/**
 * `whole` cut into pieces of `bytes` characters, each an ordinary (sequential) heap string, as JSON.parse
 * gives templint its texts. `Buffer#toString` alone returns an external string above about 1 MB (Node's
 * EXTERN_APEX), which is slower to read (countCharacters on the mix: 6.0 against 5.1 ns/B), so the 1 MB and
 * 10 MB inputs were penalised by their representation, not their size.
 * @param {Buffer} whole
 * @param {number} bytes
 * @returns {string[]}
 */
function cut(whole, bytes) {
  /** @type {string[]} */
  const pieces = [];
  for (let start = 0; start < whole.length; start += bytes) pieces.push(JSON.parse(JSON.stringify(whole.toString('latin1', start, start + bytes))));
  return pieces;
}

async function textSection() {
  /** @type {string[][]} */
  const rows = [];
  let worst = 0;
  for (const [fnName, fn] of /** @type {const} */ ([
    ['parsePlaceholders', parsePlaceholders],
    ['countCharacters', countCharacters],
  ])) {
    for (const kind of TEXT_KINDS) {
      collectGarbage();
      const whole = Buffer.from(kind.make(UNIT_BYTES), 'latin1');
      // Every size does the same work per timed unit: the same 10 MB of text, cut into pieces of its size.
      // Calling one small piece over and over let the branch predictor learn it by heart (on the mix, 2.2
      // ns/B for a repeated 1 KB against 5.1 for distinct ones). Each result is dropped as soon as the next
      // call starts, as a caller would: a 10 MB call's entries (1.8 million on the mix) live until it
      // returns and survive collections, which is a real cost of large inputs and stays in the figures.
      const units = SIZES.map((size) => {
        const pieces = cut(whole, size.bytes);
        return () => {
          let result;
          for (const piece of pieces) result = fn(piece);
          keep(result);
          return pieces.length;
        };
      });
      /** @type {number[][]} */
      const samples = SIZES.map(() => []);
      // Sizes in interleaved rounds, so a slow moment of the machine hits all of them alike.
      for (let round = 0; round < config.textRounds; round += 1) {
        for (const [index, size] of SIZES.entries()) {
          // The previous unit's results are garbage: collect them here, not inside the next measurement.
          collectGarbage();
          const unit = units[index] ?? (() => 0);
          samples[index]?.push(await msPerCall(`${fnName} ${kind.name} ${size.label}`, unit, { timeMs: config.textTimeMs }));
        }
      }
      // Each size keeps its fastest round, as the other sections do.
      const perByte = samples.map((values) => (Math.min(...values) * 1e6) / UNIT_BYTES);
      const growth = (perByte.at(-1) ?? Number.NaN) / (perByte[0] ?? Number.NaN);
      worst = Math.max(worst, growth);
      rows.push([`${fnName}, ${kind.name}`, ...perByte.map((value) => value.toFixed(2)), x(growth)]);
      process.stdout.write('.');
    }
  }
  table(
    '(c) Text helpers: nanoseconds per byte over the same 10 MB cut into pieces of each size, and 10 MB over 1 KB',
    ['function, input', ...SIZES.map((size) => `${size.label} ns/B`), '10 MB / 1 KB'],
    rows,
  );
  // Issue 11 dropped the flatness target: what is left is the collector's cost for the results.
  target({ what: 'parsePlaceholders / countCharacters time per byte, 10 MB over 1 KB (worst input)', measured: x(worst), target: 'linear (reported)', met: undefined });
}

// ---------------------------------------------------------------------------------------------------
// (d) The CLI over many files, against a floor that only reads and parses them, and against ajv-cli.

const FLOOR_SCRIPT =
  "const fs=require('fs'),path=require('path');const dir=process.argv[1];let n=0;" +
  "for(const name of fs.readdirSync(dir)){if(name.endsWith('.json')){JSON.parse(fs.readFileSync(path.join(dir,name),'utf8'));n++}}" +
  'if(n===0)process.exit(3)';

/**
 * Writes the payload files of sections (d) and (e), and the CLI's name and Flow id files.
 * @param {string} work the scratch directory
 */
function writeBenchFiles(work) {
  const payloads = join(work, 'payloads');
  const started = Date.now();
  const { files, invalid, flowIds } = writePayloads(payloads, config.files, SEED);
  const namesFile = join(work, 'existing-names.json');
  const flowsFile = join(work, 'flow-ids.json');
  writeFileSync(namesFile, JSON.stringify([...existingTemplateNames]));
  writeFileSync(flowsFile, JSON.stringify([...knownFlowIds, ...flowIds]));
  // The ESLint section lints the first `config.eslintFiles` of them.
  const eslintDir = join(work, 'eslint');
  mkdirSync(eslintDir);
  for (const file of files.slice(0, config.eslintFiles)) copyFileSync(file, join(eslintDir, basename(file)));
  console.log(`\n${count(files.length)} payload files (${count(invalid)} broken on purpose) written in ${String(Date.now() - started)} ms to ${payloads}`);
  return { payloads, files, invalid, namesFile, flowsFile, eslintDir };
}

/** The approval authority's rules (the rest are the platform's, from the spec). */
function approvalRuleIds() {
  return rules.filter((rule) => rule.source === 'approval').map((rule) => rule.id);
}

/** The rules a run of the spec's rules only turns off: the approval authority's and those that compare templates. */
function offForPlatformOnly() {
  return rules.filter((rule) => rule.source === 'approval' || rule.checkSet !== undefined).map((rule) => rule.id);
}

/**
 * A templint config, written in `folder`, that turns off the approval and set rules.
 * @param {string} folder
 */
function platformRulesConfig(folder) {
  const file = join(folder, 'templint-platform-rules.config.json');
  writeFileSync(file, JSON.stringify({ rules: Object.fromEntries(offForPlatformOnly().map((id) => [id, 'off'])) }));
  return file;
}

/**
 * @param {ReturnType<typeof writeBenchFiles>} written
 */
function cliSection({ payloads, files, invalid, namesFile, flowsFile }) {
  /** @type {Record<string, string>} */
  const ROW_NAMES = {
    floor: 'floor: node -e (read + JSON.parse every file)',
    'ajv-cli': 'ajv-cli validate (structure schema)',
    templint: 'templint <dir> (every rule)',
    'templint --cache': 'templint --cache, a second run with nothing changed (every rule)',
    'templint, platform rules only': `templint <dir>, the spec's rules only (${String(offForPlatformOnly().length)} approval and set rules off; for sizing)`,
  };
  const node = process.execPath;
  const templintArgs = [templintBin, payloads, '--existing-names', namesFile, '--flow-ids', flowsFile];
  // One untimed run with JSON output: how many files get diagnostics (their positions are computed).
  const counted = spawnSync(node, [...templintArgs, '-f', 'json'], { maxBuffer: 1024 * 1024 * 1024, encoding: 'utf8' });
  /** @type {{ errorCount: number, warningCount: number }[]} */
  let results = [];
  try {
    results = JSON.parse(counted.stdout);
  } catch {
    notes.push(`templint -f json did not print JSON (exit ${String(counted.status)}): ${counted.stderr.slice(0, 300)}`);
  }
  const withErrors = results.filter((result) => result.errorCount > 0).length;
  const withWarningsOnly = results.filter((result) => result.errorCount === 0 && result.warningCount > 0).length;
  console.log(`templint finds errors in ${count(withErrors)} files and only warnings in ${count(withWarningsOnly)}.`);
  const times = timeCommands(
    {
      floor: { command: node, args: ['-e', FLOOR_SCRIPT, payloads] },
      'ajv-cli': {
        command: node,
        args: [join(ROOT, 'node_modules', 'ajv-cli', 'dist', 'index.js'), 'validate', '-s', schemaPath, '-d', join(payloads, '*.json'), '--allow-union-types', '--errors=no'],
      },
      templint: { command: node, args: templintArgs },
      'templint --concurrency auto': { command: node, args: [...templintArgs, '--concurrency', 'auto'] },
      // Two threads whatever the machine: the A/B for threads where `auto` starts none (2 cores).
      'templint --concurrency 2': { command: node, args: [...templintArgs, '--concurrency', '2'] },
      // The untimed warm-up run fills the cache: every timed run finds each file as kept (a re-run in CI or a hook).
      'templint --cache': { command: node, args: [...templintArgs, '--cache', '--cache-location', join(payloads, '..', 'templint-bench.cache')] },
      // For sizing: what the approval authority's rules and the account's (set) rules cost the run.
      'templint, platform rules only': { command: node, args: [...templintArgs, '--config', platformRulesConfig(join(payloads, '..'))] },
    },
    { runs: config.cliRuns, warmup: 1 },
  );
  const floor = times.floor?.ms ?? Number.NaN;
  const rows = Object.entries(times).map(([name, result]) => [
    ROW_NAMES[name] ?? `${name} (every rule, worker threads)`,
    `${result.ms.toFixed(0)} ms`,
    x(result.ms / floor),
    [...new Set(result.exitCodes)].join(','),
  ]);
  const startup = timeCommands(
    {
      'node -e 0': { command: node, args: ['-e', '0'] },
      'templint --version': { command: node, args: [templintBin, '--version'] },
    },
    { runs: config.startupRuns, warmup: 2 },
  );
  const nodeStart = startup['node -e 0']?.ms ?? Number.NaN;
  for (const [name, result] of Object.entries(startup)) rows.push([`start-up: ${name}`, `${result.ms.toFixed(1)} ms`, x(result.ms / nodeStart), [...new Set(result.exitCodes)].join(',')]);
  table(
    `(d) CLI over ${count(files.length)} files (${count(invalid)} broken on purpose; templint reports errors in ${count(withErrors)} and only warnings in ${count(withWarningsOnly)}): fastest wall time of ${String(config.cliRuns)} runs`,
    ['command', 'fastest', 'x floor', 'exit'],
    rows,
  );
  for (const [name, result] of Object.entries({ ...times, ...startup })) {
    if (result.exitCodes.some((code) => code !== 0 && code !== 1)) notes.push(`${name} exited with ${result.exitCodes.join(', ')}: its time is not a real run`);
  }

  const templint = times.templint?.ms ?? Number.NaN;
  const ajvCli = times['ajv-cli']?.ms ?? Number.NaN;
  target({ what: `templint over ${count(files.length)} files, every rule`, measured: x(templint / floor), target: 'reported beside ajv-cli', met: undefined });
  const threaded = times['templint --concurrency auto']?.ms ?? Number.NaN;
  target({ what: 'templint --concurrency auto over the same files', measured: x(threaded / floor), target: 'reported (issue 20)', met: undefined });
  target({ what: 'templint --concurrency auto faster than ajv-cli (structure only)', measured: `${x(threaded / floor)} vs ${x(ajvCli / floor)}`, target: 'the goal: templint < ajv-cli', met: threaded < ajvCli });
  const cached = times['templint --cache']?.ms ?? Number.NaN;
  target({ what: 'templint --cache, a second run with nothing changed, beside ajv-cli', measured: `${x(cached / floor)} vs ${x(ajvCli / floor)}`, target: 'reported (issue 20)', met: undefined });
  const templintStart = startup['templint --version']?.ms ?? Number.NaN;
  target({ what: 'CLI start-up, templint --version', measured: x(templintStart / nodeStart), target: '<= 1.5x node -e 0', met: templintStart / nodeStart <= 1.5 });
  sizeLadder({ files, namesFile, flowsFile }, templint, ajvCli, nodeStart);
}

/**
 * (d) The CLI at the sizes of real repositories: a pre-commit hook lints a file or a few, an account holds a
 * few hundred templates (6,000 at most: the approval authority's limit per business account). `--version`
 * answers before the CLI loads, so one file is the start-up a user waits for. Each size is the first files
 * of the 10,000, in a folder of their own; every run, fastest of its runs.
 * @param {{ files: string[], namesFile: string, flowsFile: string }} written
 * @param {number} fullTemplint the 10,000-file row's templint time
 * @param {number} fullAjv the 10,000-file row's ajv-cli time
 * @param {number} nodeStart `node -e 0`
 */
function sizeLadder({ files, namesFile, flowsFile }, fullTemplint, fullAjv, nodeStart) {
  const node = process.execPath;
  const sizes = [1, 10, 100, 1000].filter((size) => size < files.length);
  /** @type {string[][]} */
  const rows = [];
  /** @type {number | undefined} */
  let largestFaster;
  for (const size of sizes) {
    const folder = join(files[0] ?? '', '..', '..', `ladder-${String(size)}`);
    mkdirSync(folder, { recursive: true });
    for (const file of files.slice(0, size)) copyFileSync(file, join(folder, basename(file)));
    const measured = timeCommands(
      {
        templint: { command: node, args: [templintBin, folder, '--existing-names', namesFile, '--flow-ids', flowsFile] },
        'ajv-cli': { command: node, args: [join(ROOT, 'node_modules', 'ajv-cli', 'dist', 'index.js'), 'validate', '-s', schemaPath, '-d', join(folder, '*.json'), '--allow-union-types', '--errors=no'] },
      },
      size <= 100 ? { runs: config.startupRuns, warmup: 2 } : { runs: config.cliRuns, warmup: 1 },
    );
    const ours = measured.templint?.ms ?? Number.NaN;
    const theirs = measured['ajv-cli']?.ms ?? Number.NaN;
    if (ours < theirs) largestFaster = size;
    rows.push([count(size), `${ours.toFixed(0)} ms`, `${theirs.toFixed(0)} ms`, x(ours / theirs), x(ours / nodeStart)]);
  }
  rows.push([count(files.length), `${fullTemplint.toFixed(0)} ms`, `${fullAjv.toFixed(0)} ms`, x(fullTemplint / fullAjv), x(fullTemplint / nodeStart)]);
  table(
    '(d) The CLI at the sizes of real repositories: the first files of the same payloads, every rule, fastest wall time (the largest row is the table above)',
    ['files', 'templint', 'ajv-cli (structure only)', 'templint / ajv-cli', 'templint / node -e 0'],
    rows,
  );
  const one = rows[0];
  target({ what: 'templint on one file (a pre-commit hook: start-up, imports, one file)', measured: `${one?.[4] ?? '-'} node -e 0, ${one?.[3] ?? '-'} ajv-cli`, target: 'reported', met: undefined });
  target({ what: 'the largest size of the ladder where templint (every rule) is faster than ajv-cli', measured: largestFaster === undefined ? 'none' : `${count(largestFaster)} files`, target: 'reported (issue 20)', met: undefined });
}

// ---------------------------------------------------------------------------------------------------
// (e) The ESLint plugin against ESLint with @eslint/json's recommended rules only.

/**
 * @param {string} eslintDir
 */
async function eslintSection(eslintDir) {
  // @eslint/json and the plugin itself (through its package.json exports, as ESLint finds it) are
  // resolved from the plugin's folder: they are its dependencies, not the root's.
  const requireFromPlugin = createRequire(join(PLUGIN_DIR, 'package.json'));
  const pluginEntry = requireFromPlugin.resolve('@templint/eslint-plugin');
  const skip = (/** @type {string} */ why) => {
    const note = `(e) ESLint plugin: skipped: ${why}. Build it (\`npx -y pnpm@10.34.9 build\`) and rerun \`pnpm bench\`.`;
    console.log(`\n${note}`);
    markdown.push('### (e) ESLint plugin', '', `Skipped: ${why}.`, '');
    target({ what: 'ESLint with configs.recommended vs @eslint/json recommended only', measured: 'skipped', target: '<= 1.2x', met: undefined });
  };
  if (!existsSync(pluginEntry)) return skip(`${pluginEntry} does not exist (the plugin is not built)`);
  /** @type {any} */
  const module = await import(pathToFileURL(pluginEntry).href);
  const plugin = module.default ?? module;
  const recommended = plugin?.configs?.recommended;
  if (!recommended) return skip('packages/eslint-plugin does not export configs.recommended');
  /** @type {any} */
  const jsonModule = await import(pathToFileURL(requireFromPlugin.resolve('@eslint/json')).href);
  const json = jsonModule.default ?? jsonModule;
  const { ESLint } = await import(pathToFileURL(requireFromPlugin.resolve('eslint')).href);
  const base = { files: ['**/*.json'], language: 'json/json' };
  const jsonOnly = [{ ...base, ...json.configs.recommended }];
  const withTemplint = [...jsonOnly, ...[recommended].flat().map((/** @type {object} */ entry) => ({ ...base, ...entry }))];
  // A floor: as many rules as the plugin has, each listening where the plugin's rules listen (the end of
  // the document: a rule must listen to report) and doing nothing there: ESLint's own cost of running them.
  // (Rules without a listener, the floor of earlier runs, cost ESLint nearly nothing, which no rule that
  // reports can be.)
  const ruleIds = Object.keys(plugin.rules ?? {});
  const listenOnly = () => ({ 'Document:exit': () => undefined });
  const idle = { meta: { name: 'idle' }, rules: Object.fromEntries(ruleIds.map((id) => [id, { meta: { languages: ['json/json'] }, create: listenOnly }])) };
  const withIdleRules = [...jsonOnly, { ...base, plugins: { idle }, rules: Object.fromEntries(ruleIds.map((id) => [`idle/${id}`, 'error'])) }];
  const idleName = `+ ${String(ruleIds.length)} rules that each listen for the document's end and do nothing (ESLint's own cost of the rules: a floor)`;
  // A second floor: the same rules, each reporting at the document's end as many problems as templint finds
  // for it in that file (counted once, before the runs), with a fixed message and no fix: ESLint's own cost of
  // the rules and of the problems they report, the least any plugin reporting the same problems can take.
  const counts = problemCountsByFile(eslintDir);
  const reportAsMany = (/** @type {string} */ ruleId) => ({
    meta: { languages: ['json/json'], messages: { problem: 'A problem.' } },
    /** @param {any} context */
    create: (context) => ({
      'Document:exit': (/** @type {unknown} */ node) => {
        const found = counts.get(basename(context.filename))?.get(ruleId) ?? 0;
        for (let index = 0; index < found; index += 1) context.report({ node, messageId: 'problem' });
      },
    }),
  });
  const reporting = { meta: { name: 'reporting' }, rules: Object.fromEntries(ruleIds.map((id) => [id, reportAsMany(id)])) };
  const withReportingRules = [...jsonOnly, { ...base, plugins: { reporting }, rules: Object.fromEntries(ruleIds.map((id) => [`reporting/${id}`, 'error'])) }];
  const reportingName = `+ ${String(ruleIds.length)} rules that each report, at the document's end, as many problems as templint finds for it there (ESLint's cost of the rules and their reports: a floor)`;
  // For sizing the owner's choice (issue 25): the plugin with the approval authority's rules off.
  const withPlatformRules = [...withTemplint, { ...base, rules: Object.fromEntries(approvalRuleIds().map((id) => [`templint/${id}`, 'off'])) }];
  const platformName = `+ @templint/eslint-plugin recommended, the platform's rules only (the ${String(approvalRuleIds().length)} approval rules off; for sizing)`;
  const linters = {
    '@eslint/json recommended only': new ESLint({ cwd: eslintDir, overrideConfigFile: true, overrideConfig: jsonOnly, cache: false }),
    [idleName]: new ESLint({ cwd: eslintDir, overrideConfigFile: true, overrideConfig: withIdleRules, cache: false }),
    [reportingName]: new ESLint({ cwd: eslintDir, overrideConfigFile: true, overrideConfig: withReportingRules, cache: false }),
    '+ @templint/eslint-plugin recommended': new ESLint({ cwd: eslintDir, overrideConfigFile: true, overrideConfig: withTemplint, cache: false }),
    [platformName]: new ESLint({ cwd: eslintDir, overrideConfigFile: true, overrideConfig: withPlatformRules, cache: false }),
  };
  /** @type {Record<string, number[]>} */
  const samples = {};
  /** @type {Record<string, number>} */
  const problems = {};
  for (let round = -1; round < config.eslintRuns; round += 1) {
    for (const [name, eslint] of Object.entries(linters)) {
      const start = performance.now();
      /** @type {{ errorCount: number, warningCount: number }[]} */
      const results = await eslint.lintFiles(['.']);
      const elapsed = performance.now() - start;
      problems[name] = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
      if (round >= 0) (samples[name] ??= []).push(elapsed);
    }
  }
  const fastest = (/** @type {string} */ name) => Math.min(...(samples[name] ?? []));
  const baseline = fastest('@eslint/json recommended only');
  const ours = fastest('+ @templint/eslint-plugin recommended');
  const files = config.eslintFiles;
  table(
    `(e) ESLint on ${count(files)} payload files (in process, fastest of ${String(config.eslintRuns)} runs)`,
    ['config', 'fastest', 'per file', 'x baseline', 'problems'],
    Object.keys(linters).map((name) => {
      const ms = fastest(name);
      return [name, `${ms.toFixed(0)} ms`, us(ms / files), x(ms / baseline), String(problems[name] ?? 0)];
    }),
  );
  target({ what: `ESLint with configs.recommended vs @eslint/json recommended only (${count(files)} files)`, measured: x(ours / baseline), target: '<= 1.2x', met: ours / baseline <= 1.2 });
  target({ what: `ESLint's own cost of as many rules reporting the same problems (no templint code; ${count(files)} files)`, measured: x(fastest(reportingName) / baseline), target: 'reported (the least the row above can be)', met: undefined });
  eslintProcessRows(eslintDir, requireFromPlugin, pluginEntry);
}

/**
 * How many problems templint reports for each rule in each file of a folder (the CLI's own lint of the text,
 * every rule at its default setting, as the plugin's recommended config runs them), by file name.
 * @param {string} folder
 * @returns {Map<string, Map<string, number>>}
 */
function problemCountsByFile(folder) {
  const validator = createValidator();
  /** @type {Map<string, Map<string, number>>} */
  const counts = new Map();
  for (const file of readdirSync(folder)) {
    /** @type {Map<string, number>} */
    const byRule = new Map();
    for (const message of lintText(readFileSync(join(folder, file), 'utf8'), { filePath: file, validator, fixes: false }).messages) {
      if (message.ruleId) byRule.set(message.ruleId, (byRule.get(message.ruleId) ?? 0) + 1);
    }
    counts.set(file, byRule);
  }
  return counts;
}

/**
 * (e) `eslint` as a user runs it (a terminal, a pre-commit hook, CI): one fresh process per run, so every
 * run pays Node's start-up, the imports and the engine's warm-up, which the in-process rows leave out after
 * their first round. Flat config files beside the linted folder name @eslint/json and the plugin by path.
 * @param {string} eslintDir
 * @param {NodeJS.Require} requireFromPlugin
 * @param {string} pluginEntry
 */
function eslintProcessRows(eslintDir, requireFromPlugin, pluginEntry) {
  const eslintBin = join(requireFromPlugin.resolve('eslint/package.json'), '..', 'bin', 'eslint.js');
  const jsonUrl = pathToFileURL(requireFromPlugin.resolve('@eslint/json')).href;
  const pluginUrl = pathToFileURL(pluginEntry).href;
  const configOf = (/** @type {boolean} */ withTemplint) =>
    [
      `import json from ${JSON.stringify(jsonUrl)};`,
      withTemplint ? `import templint from ${JSON.stringify(pluginUrl)};` : '',
      "const base = { files: ['**/*.json'], language: 'json/json' };",
      'export default [',
      '  { ...base, ...json.configs.recommended },',
      withTemplint ? '  ...[templint.configs.recommended].flat().map((entry) => ({ ...base, ...entry })),' : '',
      '];',
      '',
    ].join('\n');
  const configs = join(eslintDir, '..');
  writeFileSync(join(configs, 'eslint-json-only.config.mjs'), configOf(false));
  writeFileSync(join(configs, 'eslint-templint.config.mjs'), configOf(true));
  const run = (/** @type {string} */ config) => ({ command: process.execPath, args: [eslintBin, '--config', join(configs, config), '--no-cache', '.'], cwd: eslintDir });
  const names = { json: '`eslint .`, @eslint/json recommended only', templint: '`eslint .`, + @templint/eslint-plugin recommended' };
  const times = timeCommands({ [names.json]: run('eslint-json-only.config.mjs'), [names.templint]: run('eslint-templint.config.mjs') }, { runs: config.eslintRuns, warmup: 1 });
  const baseline = times[names.json]?.ms ?? Number.NaN;
  table(
    `(e) \`eslint\` as a user runs it on the same ${count(config.eslintFiles)} files: a fresh process each run (start-up, imports and warm-up included), fastest of ${String(config.eslintRuns)}`,
    ['command', 'fastest', 'x baseline', 'exit'],
    Object.entries(times).map(([name, time]) => [name, `${time.ms.toFixed(0)} ms`, x(time.ms / baseline), String(time.exitCodes[0] ?? '')]),
  );
}

/**
 * (e) What ESLint (or an editor's ESLint server) pays before linting anything: importing the plugin against
 * importing @eslint/json, which the plugin imports too. Both in fresh Node processes started in the
 * plugin's folder, alternating. The plugin's engine (validator, settings, positions) is loaded by the first
 * file a templint rule runs on: its own row says what that adds.
 */
function pluginImportSection() {
  const engine = join(PLUGIN_DIR, 'dist', 'engine.bundle.js');
  if (!existsSync(engine)) {
    target({ what: 'importing @templint/eslint-plugin vs importing @eslint/json', measured: 'skipped', target: '<= 1.5x', met: undefined });
    return;
  }
  const times = timeImports(
    {
      '@eslint/json': '@eslint/json',
      '@templint/eslint-plugin': '@templint/eslint-plugin',
      'its engine, which the first linted file loads (@templint/eslint-plugin/engine)': '@templint/eslint-plugin/engine',
    },
    { cwd: PLUGIN_DIR, runs: config.startupRuns },
  );
  const baseline = times['@eslint/json']?.median ?? Number.NaN;
  table(
    `(e) Importing the ESLint plugin in a fresh Node process (\`await import()\`, Node's own start-up not counted; ${String(config.startupRuns)} runs each, alternating)`,
    ['module', 'median', 'fastest', 'x @eslint/json (median)'],
    Object.entries(times).map(([name, time]) => [name, `${time.median.toFixed(1)} ms`, `${time.fastest.toFixed(1)} ms`, x(time.median / baseline)]),
  );
  const ours = (times['@templint/eslint-plugin']?.median ?? Number.NaN) / baseline;
  target({ what: 'importing @templint/eslint-plugin vs importing @eslint/json (fresh processes, median)', measured: x(ours), target: '<= 1.5x', met: ours <= 1.5 });
}

// ---------------------------------------------------------------------------------------------------
// (g) A keystroke in the playground: the built page in Debian's Chromium.

/** One frame at 60 Hz: a keystroke that costs less shows on the next frame the screen draws. */
const FRAME_MS = 1000 / 60;

/**
 * The texts typed into, pretty-printed as a person's file is. Each gets 20 keys, in bursts of 4 each
 * followed by a pause (the 1 MB text, whose pause takes seconds, in 2 bursts of 10).
 * @returns {{ name: string, text: string, plan: { bursts: number, keysPerBurst: number, gapMs: number } }[]}
 */
function playgroundTexts() {
  const plan = QUICK ? { bursts: 2, keysPerBurst: 3, gapMs: 50 } : { bursts: 5, keysPerBurst: 4, gapMs: 50 };
  const texts = [
    { name: 'typical template (examples/valid/normal--order-update.json)', text: readFileSync(join(ROOT, 'examples', 'valid', 'normal--order-update.json'), 'utf8'), plan },
    { name: 'carousel, 10 cards', text: JSON.stringify(carouselOf(10), null, 2), plan },
    { name: 'normal, 100 KB body', text: JSON.stringify(largeBodyRequest(100 * 1024), null, 2), plan },
  ];
  if (!QUICK) texts.push({ name: 'normal, 1 MB body (section a\'s)', text: JSON.stringify(largeBodyRequest(1024 * 1024), null, 2), plan: { bursts: 2, keysPerBurst: 10, gapMs: 50 } });
  return texts;
}

async function playgroundSection() {
  const title = '(g) A keystroke in the playground';
  if (!existsSync(CHROMIUM_PATH)) {
    const why = `${CHROMIUM_PATH} is not installed (\`node scripts/ensure-chromium.mjs\` installs Debian's chromium)`;
    console.log(`\n${title}: skipped: ${why}.`);
    markdown.push(`### ${title}`, '', `Skipped: ${why}.`, '');
    target({ what: 'a keystroke in the playground', measured: 'skipped', target: 'reported', met: undefined });
    return;
  }
  const started = Date.now();
  // What users open: the page as scripts/build-playground.mjs builds it (minified, one classic script).
  await buildPlayground();
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pageUrl = pathToFileURL(join(PLAYGROUND_DIST, 'index.html')).href;
  /** @type {{ name: string, figures: import('./lib/playground.mjs').TypingFigures }[]} */
  const results = [];
  try {
    for (const { name, text, plan } of playgroundTexts()) {
      const figures = await measureTyping(browser, pageUrl, text, plan);
      results.push({ name: `${name}: ${(text.length / 1024).toFixed(1)} KB, ${figures.problems}`, figures });
      process.stdout.write('.');
    }
  } finally {
    await browser.close();
  }
  const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  const keyRows = results.map(({ name, figures }) => {
    const editor = median(figures.editorKeys);
    const textarea = median(figures.textareaKeys);
    return [name, x(editor / textarea), ms(editor), ms(textarea), ms(Math.max(...figures.editorKeys)), String(figures.editorKeys.filter((key) => key > FRAME_MS).length)];
  });
  table(
    `${title}: from a key press in the body text to the next painted frame, median of ${String(results[0]?.figures.editorKeys.length ?? 0)} keys (one frame at 60 Hz: ${FRAME_MS.toFixed(1)} ms)`,
    ['text', 'x a plain textarea', 'editor, median', 'textarea with the same text, median', 'editor, slowest key', 'keys over a frame'],
    keyRows,
  );
  const pauseRows = results.map(({ name, figures }) => {
    /** @param {'validate' | 'preview' | 'lint' | 'task' | 'longest'} key */
    const of = (key) => median(figures.pauses.map((pause) => pause[key]));
    const work = median(figures.pauses.map((pause) => pause.validate + pause.preview + pause.lint));
    const parse = median(figures.parse);
    const longest = of('longest');
    return [name, x(work / parse), ms(work), us(parse), ms(of('validate')), ms(of('preview')), ms(of('lint')), ms(of('task')), longest > 0 ? ms(longest) : 'none over 50 ms'];
  });
  table(
    `${title}: the pause once typing stops (the preview at 250 ms, the lint pass at 300 ms), median of ${String(results[0]?.figures.pauses.length ?? 0)} pauses, against JSON.parse of the same text in the same page`,
    ['text', 'x JSON.parse', "templint's work", 'JSON.parse', 'validation (lintText)', 'preview pane', 'lint pass (diagnostics to the editor)', 'main thread, whole pause', 'longest task'],
    pauseRows,
  );
  const typical = results[0];
  if (typical) {
    const editor = median(typical.figures.editorKeys);
    target({ what: 'a keystroke in the playground, typical template, to the next frame (median)', measured: `${ms(editor)} (${x(editor / median(typical.figures.textareaKeys))} a textarea)`, target: `reported (a frame: ${FRAME_MS.toFixed(1)} ms)`, met: undefined });
  }
  const largest = results.at(-1);
  if (largest) {
    const longest = median(largest.figures.pauses.map((pause) => pause.longest));
    target({ what: `the pause after typing, longest task, ${largest.name.split(':')[0] ?? ''}`, measured: longest > 0 ? ms(longest) : 'none over 50 ms', target: 'reported', met: undefined });
  }
  console.log(`(g) took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

// ---------------------------------------------------------------------------------------------------

function machine() {
  let cpu = cpus()[0]?.model ?? 'unknown CPU';
  try {
    const model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (model?.[1]) cpu = model[1].trim();
  } catch {
    // Not Linux: os.cpus() has the model too.
  }
  return { cpu, cores: availableParallelism(), node: process.version, date: new Date().toISOString().replace(/\.\d+Z$/, 'Z') };
}

/** The 1-minute load average, and a warning when other work competes for the cores. */
function load() {
  const [oneMinute = 0] = loadavg();
  const busy = oneMinute > availableParallelism() / 2;
  return { text: oneMinute.toFixed(2), busy };
}

/** (f) What a browser downloads: core bundled as a frontend would (scripts/size-budget.mjs measures). */
async function sizeSection() {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB (${bytes.toLocaleString('en-US')} B)`;
  const measurements = await measureBudgets();
  for (const measurement of measurements) {
    target({ what: `${measurement.name}, gzip`, measured: kb(measurement.gzip), target: `<= ${String(measurement.limit / 1024)} KB`, met: measurement.withinBudget });
  }
  const figures = await sizeFigures();
  table(
    '(f) Bundle size of @templint/core: esbuild, minified for the browser, gzip level 9 (`pnpm size` measures it the same way; these are the figures of this run)',
    ['bundle', 'gzip'],
    [
      ...measurements.map((measurement) => [measurement.name, kb(measurement.gzip)]),
      [`the whole entry with only the platform's rules (${String(figures.approvalRules)} approval rules left out; for sizing)`, kb(figures.platformRulesOnly)],
      ["the whole entry with every rule's messages emptied (a floor for sizing, not shippable)", kb(figures.withoutMessages)],
      ['`@templint/core/meta` (rule descriptions and the rule manifest, tooling only)', kb(figures.meta)],
    ],
  );
}

async function main() {
  const started = Date.now();
  const info = machine();
  const command = `${QUICK ? 'BENCH_QUICK=1 ' : ''}npx -y pnpm@10.34.9 bench`;
  console.log(`templint benchmark${QUICK ? ' (quick smoke run)' : ''}: ${info.cpu}, ${String(info.cores)} cores, Node ${info.node}`);
  const loadBefore = load();
  if (loadBefore.busy) console.log(`Warning: load average ${loadBefore.text} on ${String(info.cores)} cores: other processes compete, figures will be noisier.`);
  const work = mkdtempSync(join(tmpdir(), 'templint-bench-'));
  try {
    if (runs('a')) await requestsSection();
    if (runs('c')) await textSection();
    if (runs('d') || runs('e')) {
      const written = writeBenchFiles(work);
      if (runs('d')) cliSection(written);
      if (runs('e')) {
        await eslintSection(written.eslintDir);
        pluginImportSection();
      }
    }
    if (runs('f')) await sizeSection();
    if (runs('g')) await playgroundSection();
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }

  const loadAfter = load();
  const targetRows = targets.map((entry) => [entry.what, entry.measured, entry.target, entry.met === undefined ? '-' : entry.met ? 'met' : 'MISSED']);
  table('Targets (issue 6, as issue 11 decided them)', ['what', 'measured', 'target', ''], targetRows, false);
  if (notes.length > 0) console.log(`\nNotes:\n${notes.map((note) => `- ${note}`).join('\n')}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\nDone in ${seconds} s (sink ${String(sink())}).`);

  if (QUICK || ONLY) {
    console.log('Quick or partial run: docs/performance.md not rewritten.');
    return;
  }
  const docs = [
    '# Performance',
    '',
    '<!-- Written by bench/run.mjs (`npx -y pnpm@10.34.9 bench`); rerun it rather than editing the figures. -->',
    '',
    'What templint costs, measured by `bench/run.mjs` against baselines run in the same process (or, for',
    'the CLI, the same machine and minute), so every figure is a ratio and the machine mostly cancels out.',
    'Issue 6 set the targets; issue 11 decided them anew; issue 25 retired the 0.6x JSON.parse target: in-process',
    'validation is a ratchet (at most 1.3x JSON.parse), and speed work goes to what users feel (the CLI over many',
    'files, the ESLint plugin\'s import and run, a keystroke in the playground).',
    '',
    `- Command: \`${command}\` (builds with \`tsc -b\` and \`scripts/bundle-cli.mjs\`, then \`node --expose-gc bench/run.mjs\`; the run took ${seconds} s)`,
    `- Machine: ${info.cpu}, ${String(info.cores)} cores`,
    `- Node: ${info.node}`,
    `- Date: ${info.date}`,
    `- Load average (1 min) before and after the run: ${loadBefore.text} and ${loadAfter.text}${loadBefore.busy || loadAfter.busy ? ' (busy: other processes competed for the cores, so the figures are noisier than on an idle machine)' : ''}`,
    '',
    '## Targets',
    '',
    ...markdownTable(['what', 'measured', 'target', ''], targetRows),
    '',
    '## Results',
    '',
    ...markdown,
    ...(notes.length > 0 ? ['Notes from the run:', '', ...notes.map((note) => `- ${note}`), ''] : []),
    '## How it is measured',
    '',
    '- In-process figures use tinybench over batches of calls (each batch about 0.25 ms, so timer overhead',
    '  vanishes) and keep the median batch, robust against preemption on a busy machine; competitors run in',
    '  interleaved rounds and each keeps its fastest round (other processes only ever add time; a busy',
    '  neighbour for some seconds spoils whole rounds). Every competitor is first warmed up on every',
    '  request (2 s on the small ones, 0.3 s on the 1 MB one). Node runs with `--expose-gc` only to collect',
    '  the garbage of the 10 MB text inputs between sizes: a forced collection also discards optimised code,',
    '  so it never precedes a measurement of the validators.',
    '- `JSON.parse` parses the compact text of the request (`JSON.stringify` without indentation): the',
    '  cheapest text to parse, so the strictest baseline. Validators get a different parsed copy on each',
    '  call from a pool, so nothing can cache by object identity. One request called again and again lets',
    '  the engine specialise on its shape; the mix row (the generated requests of the CLI section, compact)',
    '  shows the cost over requests of many shapes, each timed call working through the whole mix.',
    '- `createValidator(options).validate` runs every rule with a validator made once (as the CLI, the',
    '  ESLint plugin and the client do); `validateTemplate` makes a validator on every call (catalog index,',
    '  rule plan, the sets). `existingTemplateNames` and `flowIds` are given, so `template-name-unique` and',
    '  `flow-id-known` run too. `lintText` (given the same validator) is the',
    '  CLI\'s per-file work for its default output: `JSON.parse`, every rule, and source positions only when',
    '  something is reported (no fix edits: only `-f json` prints those).',
    '- ajv (8, `allowUnionTypes`) and valibot (`v.safeParse`) check `bench/request-schema.json` and',
    '  `bench/request-schema.valibot.mjs`: the JSON types of the spec\'s field tables 2.1 to 2.7 and the two',
    '  fields 2.1 marks "always", nothing else.',
    '- Text inputs are one-byte heap strings (as JSON.parse makes them), so a byte is a character. Every size',
    '  processes the same 10 MB of text per timed unit, cut into pieces of that size, so a small input is not',
    '  one string repeated until the branch predictor knows it; sizes run in interleaved rounds. Each call\'s',
    '  result is dropped when the next call starts. ns/byte should stay flat over the size ladder (the',
    '  10 MB / 1 KB column; the flatness bar of 1.5x is this harness\'s reading of issue 6).',
    `- CLI: ${count(config.files)} pretty-printed payload files from \`@templint/core/testing\`'s generators`,
    `  (seed ${String(SEED)}), one in three broken by a targeted mutation; each command runs once untimed, then`,
    `  ${String(config.cliRuns)} times in rotating order; the fastest wall time is kept. Output goes to /dev/null.`,
    '  templint gets `--existing-names` and `--flow-ids` files (every Flow id of the payloads), so every',
    `  rule runs. Start-up: ${String(config.startupRuns)} runs each. The \`--cache\` row's untimed run fills its cache, so`,
    '  each timed run finds every file as kept: what a re-run in CI or a pre-commit hook pays. The sizes of',
    '  real repositories: the first 1, 10, 100 and 1,000 of the files, each in a folder of its own, templint',
    `  and ajv-cli in turn (${String(config.startupRuns)} runs each up to 100 files, ${String(config.cliRuns)} at 1,000); \`templint --version\``,
    '  answers before the CLI loads, so the one-file row is the start-up a pre-commit hook waits for.',
    `- ESLint: the first ${count(config.eslintFiles)} of those files, the \`ESLint\` class in process, one untimed run, then`,
    `  ${String(config.eslintRuns)} alternating runs of each config; the fastest is kept. The \`eslint .\` rows run ESLint's bin in a`,
    '  fresh process per run with a flat config file per row (one untimed run each, then rotating order, the',
    '  fastest kept): Node\'s start-up, the imports and the warm-up of the code are in them, as in a terminal.',
  '  The two floors are rules of a plugin of the bench\'s own, one per templint rule, all listening for the',
  '  document\'s end: the first does nothing there; the second reports there as many problems as templint',
  '  finds for its rule in that file (counted by `lintText` before the runs), at the document, with a fixed',
  '  message and no fix. No templint code runs in either.',
    `- Importing the ESLint plugin: \`node --input-type=module -e\` started in packages/eslint-plugin times one`,
    '  `await import()` of the package (resolved through its package.json exports, as ESLint resolves it) and',
    '  of `@eslint/json`, which the plugin imports too, so Node\'s own start-up is not in the figure;',
    `  ${String(config.startupRuns)} rounds in rotating order after one untimed run each; the median is the figure. By hand:`,
    '  `farm-bench --vs "node -e \'import(\\"@eslint/json\\")\'" -- node -e \'import("@templint/eslint-plugin")\'`',
    '  in that folder times the whole processes.',
    '- Playground (g): the page as `scripts/build-playground.mjs` builds it, opened over `file://` in Debian\'s',
    '  Chromium (headless, through playwright; every other request refused), with the text as the draft of an',
    '  earlier visit. Playwright types 20 letters into the body text (in bursts of 4, the 1 MB text in 2 of 10),',
    '  each 50 ms after the previous one reached the screen. A keystroke is the time from the key event\'s own',
    '  time stamp (so a main thread still busy makes the key wait, as a person feels it) to just after the next',
    '  frame (a message posted from `requestAnimationFrame`), the median over the 20; the baseline is the same',
    '  letters typed into a plain textarea holding the same text, laid over the same page. After each burst the',
    '  page pauses as it does when typing stops, and the pause is read from the user-timing measures the',
    '  playground itself records (`templint:validate`, `templint:preview`, `templint:lint`; docs/playground.md):',
    '  templint\'s work is their sum, the validation counted once. Its baseline is `JSON.parse` of the same text',
    '  in the same page and pause. The pause\'s whole main-thread time (the DevTools protocol\'s `TaskDuration`,',
    '  from the last key\'s frame until 300 ms after the lint pass) adds CodeMirror showing the diagnostics,',
    '  style, layout and paint, and the longest task is Chromium\'s long-task timing (tasks of 50 ms or more).',
    '  Medians over the pauses. One frame at 60 Hz (16.7 ms) is the budget a keystroke is felt against.',
    '- Hot spots: `BENCH_KEEP=1` keeps the generated payloads (the path is printed); then',
    '  `node --cpu-prof packages/lint/bin/templint.js <dir>` writes a profile that Chrome DevTools opens.',
    '',
    '## What keeps it fast',
    '',
    'Habits the figures above depend on; a change that breaks one shows up here first.',
    '',
    '- One walk over the request yields both the shape problems (field-type, unknown-field) and the model:',
    '  it reads the request\'s one description (`spec/create-request.ts`, as `spec/request-shape.ts` without its',
    '  docs) through a plan made once when the',
    '  module loads (a lookup table per object, type bits per field), and spells out a path only to report.',
    '  Issue 25 traded speed for simplicity here: the generated straight-line walk, the rule context shared',
    '  by all rules and the pairwise scans before sets are gone, since none moved a figure a user feels',
    '  (section (a\') gives what validation costs now; the CLI and ESLint rows are what users feel).',
    '- Rules read the model with plain property reads and build nothing unless they report; a path is',
    '  spelled out from the model\'s places only for a diagnostic.',
    '- Facts several rules need (reviewed texts, template name, placeholders) are computed once per',
    '  validation; the catalog is indexed once per catalog object; regular expressions are module constants',
    '  or made from constant patterns, which V8 compiles once.',
    '- A phrase list (the category hints) is one pattern of literal alternatives, the word bounds read in code:',
    '  with lookarounds of Unicode word classes around each phrase, V8 took about 15 ms to compile each',
    '  pattern, twice per text width, most of a short run\'s warm-up (the CLI over 1,000 files took 0.84x as',
    '  long without them, A/B by `farm-bench --vs`).',
    '- Text scans start with native searches (`indexOf`) where most texts have nothing to find.',
    '- A rule\'s messages are read once per validator: each slot\'s data name and plural forms are looked up',
    '  ahead, so wording a diagnostic parses nothing (splitting the plural forms per diagnostic was 7% of',
    '  validation\'s own time over 3,000 payloads).',
    '- The CLI computes positions only for files with something to report, with one pass over the text',
    '  instead of an AST, and loads its work from one bundled module; what a lint run does not use (the other',
    '  commands with the client and the preview, the locales but its own, jsdiff) is loaded when asked for',
    '  (a run on one file takes 0.89x the wall time it took before, A/B by `farm-bench --vs`). With `--cache` a kept file is read and',
    '  hashed but not parsed, and a run that finds every file as kept leaves the cache file unwritten (0.73x',
    '  the wall time of a warm run before, over 10,000 files). A format that shows no suggestions (all but',
    '  `json`) gets none, and so pays no check of them (each validated the request again: 3% of a run).',
    '- The ESLint plugin\'s entry, which ESLint imports in every run of a project, holds core\'s rule manifest',
    '  (every rule\'s data and description as one literal) and no rule code; its engine (the validator, the',
    '  settings reader, the text library) is loaded by the first file a templint rule runs on. Both are',
    '  bundled (`scripts/bundle-cli.mjs`), sharing chunks. Before the split the entry took 1.69x @eslint/json',
    '  to import; without the shipped locales, which it now loads only when a config names one, 1.5x.',
    '  Neither part loads the CLI, the client or the preview (`packages/eslint-plugin/src/package-boundary.test.ts`).',
    '- In ESLint, one core validation per file is shared by every templint rule, and one validator per',
    '  settings by every file; the plugin object owns both (no module-level caches).',
    '- The preview\'s DOM renderer (`renderPreviewElement`, the playground\'s preview) sets an element\'s',
    '  attributes after its children: with `dir="auto"` set first, Chromium works a line\'s direction out again',
    '  at each child appended, quadratic in them (the preview of the 1 MB body, 24,000 variables on a line, took',
    '  1.8 s before, 0.2 s after; section (g)).',
    '',
    '## In the browser',
    '',
    'Core\'s bundle size is section (f) (the same measurement as `pnpm size`, `scripts/size-budget.mjs`); the',
    'playground\'s (core, `@templint/lint/text`, preview and the CodeMirror editor) is in',
    '[docs/playground.md](playground.md#bundle-size), the preview\'s in [docs/preview.md](preview.md). What typing',
    'in the playground costs is section (g).',
    '',
  ];
  writeFileSync(join(ROOT, 'docs', 'performance.md'), docs.join('\n'));
  console.log('Wrote docs/performance.md.');
}

/**
 * @param {string[]} header
 * @param {string[][]} rows
 * @returns {string[]}
 */
function markdownTable(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map((_, column) => (column === 0 ? '---' : '---')).join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
}

keep(0);
await main();
