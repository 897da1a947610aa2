// Keeps docs/rules/ true: one page per rule, its title and first paragraph taken from the rule's
// metadata, and every example run through core (typescript-eslint's tests/docs.test.mts does the same).
import { describe, expect, test } from 'vitest';
import { rules, validateTemplate, validateTemplates, type Diagnostic, type RuleDefinition, type ValidateOptions } from '@templint/core';
import { ruleDescriptions, ruleSpecSections } from '@templint/core/meta';
import { MESSAGES_END, MESSAGES_START, messageExplanations, renderMessagesBlock, updateMessages } from '../scripts/rule-messages.mjs';
import { httpsLinks, parseRulePage, readRulePages, type RuleExample, type RulePage } from './support/rule-docs.ts';

const pages = readRulePages();
const ruleIds = rules.map((rule) => rule.id).sort();
const pageIds = pages.map((page) => page.id);

function ruleOf(page: RulePage): RuleDefinition {
  const rule = rules.find((candidate) => candidate.id === page.id);
  if (!rule) throw new Error(`docs/rules/${page.id}.md documents no rule: no rule has the id "${page.id}".`);
  return rule;
}

function parseExample(page: RulePage, example: RuleExample): { request: unknown; options: ValidateOptions } {
  const where = `docs/rules/${page.id}.md line ${String(example.line)}`;
  let request: unknown;
  try {
    request = JSON.parse(example.code);
  } catch (error) {
    throw new Error(`${where}: the example is not valid JSON (${String(error)}).`, { cause: error });
  }
  if (example.options === undefined) return { request, options: {} };
  let options: unknown;
  try {
    options = JSON.parse(example.options);
  } catch (error) {
    throw new Error(`${where}: the templint-options comment is not valid JSON (${String(error)}).`, { cause: error });
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options) || Object.hasOwn(options, 'catalog')) {
    throw new Error(`${where}: the templint-options comment must be a JSON object of ValidateOptions without "catalog".`);
  }
  return { request, options };
}

/** A set rule's example is an array of requests, validated together; any other example is one request. */
function validateExample(page: RulePage, request: unknown, options: ValidateOptions): { valid: boolean; diagnostics: Diagnostic[] } {
  if (ruleOf(page).requires !== 'templateSet') return validateTemplate(request, options);
  if (!Array.isArray(request)) throw new Error(`docs/rules/${page.id}.md: an example of a set rule is an array of requests.`);
  const { valid, results } = validateTemplates(request, options);
  return { valid, diagnostics: results.flatMap((result) => result.diagnostics) };
}

/** A diagnostic as one readable line, so a failing example shows everything core said about it. */
function describeDiagnostic(diagnostic: Diagnostic): string {
  return `${diagnostic.severity} ${diagnostic.ruleId} at ${JSON.stringify(diagnostic.path)}: ${diagnostic.message}`;
}

const SET_BULLET = 'Compares templates: runs when they are validated together (`validateTemplates`, `templint` over files); an example is an array of requests';
const FIXABLE_BULLET = 'Fixable: `templint --fix` and editors\' quick fixes apply its fix where the fix is certain';
const SUGGESTIONS_BULLET = 'Suggestions: editors offer its suggested changes, which need a person\'s look';

describe('docs/rules', () => {
  test('every rule has a page', () => {
    const missing = ruleIds.filter((id) => !pageIds.includes(id));
    expect(missing, `rules without a docs/rules/<id>.md page: ${missing.join(', ')}`).toEqual([]);
  });

  test('every page documents a rule', () => {
    const orphans = pageIds.filter((id) => !ruleIds.includes(id));
    expect(orphans, `pages in docs/rules/ whose name is no rule id: ${orphans.join(', ')}`).toEqual([]);
  });

  test.each(rules.map((rule) => ({ id: rule.id, docsUrl: rule.docsUrl })))('the docsUrl of $id points at its page', ({ id, docsUrl }) => {
    expect(docsUrl.endsWith(`docs/rules/${id}.md`), `${id}: docsUrl is ${docsUrl}`).toBe(true);
  });
});

// `$id.md` would read as the path `id.md` of the case: the title names the page without its extension.
describe.each(pages)('the page of $id', (page) => {
  test('its title is the rule id', () => {
    expect(page.title).toBe(page.id);
  });

  test('its first paragraph is the rule description', () => {
    expect(page.firstParagraph).toBe(ruleDescriptions[ruleOf(page).id]);
  });

  test('its bullets state the default severity, the source (spec section or approval authority) and any required option', () => {
    const rule = ruleOf(page);
    const source = rule.source === 'approval' ? "Source: the approval authority's documentation (see Severity below)" : `Spec: section ${String(ruleSpecSections[rule.id])}`;
    const severity = rule.offByDefault === true ? `off (a ${rule.severity} when turned on)` : rule.severity;
    const expected = [`Default severity: ${severity}`, source];
    if (rule.requires === 'templateSet') expected.push(SET_BULLET);
    else if (rule.requires) expected.push(`Runs only when \`${rule.requires}\` is given in the options`);
    if (rule.fixable) expected.push(FIXABLE_BULLET);
    if (rule.hasSuggestions) expected.push(SUGGESTIONS_BULLET);
    expect(page.bullets).toEqual(expected);
  });

  // An approval rule's severity is a claim about the authority: an error is a documented refusal (an API
  // error code or a published hard limit), a warning is guidance, a heuristic or third-party evidence. The
  // page says which, in words that follow the rule's metadata, and links the documentation it rests on.
  if (rules.find((rule) => rule.id === page.id)?.source === 'approval') test('its Severity section says error or warning as the rule does, and links its source', () => {
    const rule = ruleOf(page);
    const section = page.severitySection;
    expect(section, `docs/rules/${page.id}.md has no "## Severity" section`).toBeDefined();
    const verdict = rule.severity === 'error' ? '**Error**:' : '**Warning**:';
    expect(section?.startsWith(verdict), `the Severity section must start with "${verdict}" (the rule's severity is ${rule.severity})`).toBe(true);
    const other = rule.severity === 'error' ? '**Warning**' : '**Error**';
    expect(section?.includes(other), `the Severity section must not also say ${other}`).toBe(false);
    expect(httpsLinks(section ?? '', page.linkDefinitions).length, 'the Severity section must link at least one https source').toBeGreaterThan(0);
  });

  // The quotes are generated (`pnpm docs:update`); what each message means is written by a person.
  test('its messages list quotes every message of the rule as core has it', () => {
    expect(page.markdown, `docs/rules/${page.id}.md: the messages list is stale; run \`pnpm docs:update\` and commit it.`).toBe(
      updateMessages(page.markdown, ruleOf(page).messages),
    );
  });

  test('its messages list says when each message is reported', () => {
    const explanations = messageExplanations(page.markdown);
    const unexplained = Object.keys(ruleOf(page).messages).filter((id) => !explanations.get(id));
    expect(unexplained, `docs/rules/${page.id}.md: write what these messages mean after their \`- \\\`id\\\`:\``).toEqual([]);
  });

  test('it has at least one invalid and one valid example, and no untested json block', () => {
    expect(page.examples.filter((example) => example.kind === 'invalid').length).toBeGreaterThan(0);
    expect(page.examples.filter((example) => example.kind === 'valid').length).toBeGreaterThan(0);
    expect(page.untestedJsonBlocks, 'json blocks must be tagged `json valid` or `json invalid`').toEqual([]);
  });

  // Generated from the page: an example added to the docs is a test added here.
  const invalid = page.examples.filter((example) => example.kind === 'invalid');
  const valid = page.examples.filter((example) => example.kind === 'valid');

  if (invalid.length > 0) test.each(invalid)('the invalid example at line $line breaks the rule', (example) => {
    const { request, options } = parseExample(page, example);
    const { diagnostics } = validateExample(page, request, options);
    const own = diagnostics.filter((diagnostic) => diagnostic.ruleId === page.id);
    expect(own.length, `expected a ${page.id} diagnostic; core reported:\n${diagnostics.map(describeDiagnostic).join('\n') || '(nothing)'}`).toBeGreaterThan(0);
  });

  if (valid.length > 0) test.each(valid)('the valid example at line $line is valid and has no diagnostic of the rule', (example) => {
    const { request, options } = parseExample(page, example);
    const { valid: isValid, diagnostics } = validateExample(page, request, options);
    const reported = diagnostics.filter((diagnostic) => diagnostic.severity === 'error' || diagnostic.ruleId === page.id);
    expect(reported.map(describeDiagnostic)).toEqual([]);
    expect(isValid).toBe(true);
  });
});

describe('the messages list of a rule page', () => {
  const messages = { first: 'One {{slot}}.', second: 'Two.' };

  test('rewrites each quote, keeps what a person wrote around it, follows the rule\'s order and drops gone ids', () => {
    const block = ['', '- `second`: Said second,', '  over two lines.', '  > Old two.', '', '  More about it.', '- `gone`: Removed.', '  > Gone.', '- `first`: Said first.', '  > Old one.', ''].join('\n');
    expect(renderMessagesBlock(messages, block)).toBe(
      ['- `first`: Said first.', '  > One {{slot}}.', '- `second`: Said second,', '  over two lines.', '  > Two.', '', '  More about it.'].join('\n'),
    );
  });

  test('adds a bullet with no explanation for a new message, which messageExplanations reports as empty', () => {
    const page = `# demo\n\n${MESSAGES_START}\n\n- \`first\`: Said first.\n  > One {{slot}}.\n\n${MESSAGES_END}\n`;
    const updated = updateMessages(page, messages);
    expect(updated).toBe(`# demo\n\n${MESSAGES_START}\n\n- \`first\`: Said first.\n  > One {{slot}}.\n- \`second\`:\n  > Two.\n\n${MESSAGES_END}\n`);
    expect(updateMessages(updated, messages)).toBe(updated);
    expect(messageExplanations(updated)).toEqual(new Map([['first', 'Said first.'], ['second', '']]));
  });

  test('keeps a loose list loose', () => {
    expect(renderMessagesBlock(messages, '\n- `first`: A.\n  > x\n\n- `second`: B.\n  > y\n\n')).toBe('- `first`: A.\n  > One {{slot}}.\n\n- `second`: B.\n  > Two.');
  });

  test('throws when a marker is missing', () => {
    expect(() => updateMessages(`# demo\n${MESSAGES_START}\n`, messages)).toThrow(MESSAGES_END);
  });
});

describe('parseRulePage', () => {
  test('reads the title, first paragraph, bullets, examples and their options', () => {
    const markdown = [
      '# demo',
      '',
      'What it checks,',
      'over two lines.',
      '',
      '- Default severity: error',
      '',
      '## Rule details',
      '',
      '- not a metadata bullet',
      '',
      '<!-- templint-options: {"flowIds": ["1"]} -->',
      '```json invalid',
      '{}',
      '```',
      '',
      '```json valid',
      '{ "a": 1 }',
      '```',
      '',
      '```json',
      '{}',
      '```',
      '',
      '## Severity',
      '',
      '**Error**: [Docs][docs] say so.',
      '',
      '## Options',
      '',
      '[Docs]: https://example.com/docs',
      '',
    ].join('\n');
    const page = parseRulePage('demo', markdown);
    expect(page).toEqual({
      id: 'demo',
      markdown,
      title: 'demo',
      firstParagraph: 'What it checks, over two lines.',
      bullets: ['Default severity: error'],
      examples: [
        { kind: 'invalid', line: 13, code: '{}', options: '{"flowIds": ["1"]}' },
        { kind: 'valid', line: 17, code: '{ "a": 1 }', options: undefined },
      ],
      untestedJsonBlocks: ['line 21: ```json'],
      severitySection: '**Error**: [Docs][docs] say so.',
      linkDefinitions: { docs: 'https://example.com/docs' },
    });
  });

  test('finds https links, inline or by reference, and ignores others', () => {
    const definitions = { a: 'https://example.com/a', b: 'http://example.com/b' };
    expect(httpsLinks('[x][a], [y][b], [z](https://example.com/z), [w](rules/w.md), [v][missing]', definitions)).toEqual([
      'https://example.com/z',
      'https://example.com/a',
    ]);
  });

  test('gives no title when the first line is not a level-1 heading', () => {
    expect(parseRulePage('demo', '## demo\n\ntext\n').title).toBeUndefined();
  });
});
