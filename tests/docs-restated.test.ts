// The places in docs/*.md and README.md prose that restate one of core's numbers, fixed texts or messages.
// Generated text (rule table, API lists, CLI samples, rule pages' messages) has its own freshness tests;
// prose cannot be generated, so each sentence is written here from the constant it restates: a changed
// limit or message fails here, naming the file and the sentence to update (the valibot habit of building
// what states a limit from the limit, applied to the docs).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { formatMessage, INTERACTIVE_KINDS, rules, SUB_TYPE_KINDS, validateTemplate } from '@templint/core';
import { ruleDescriptions } from '@templint/core/meta';
import {
  APPROVAL_CARD_BODY_MAX_LENGTH,
  APPROVAL_CARD_BUTTON_KINDS,
  APPROVAL_CARD_BUTTONS_MAX,
  APPROVAL_FOOTER_MAX_LENGTH,
  APPROVAL_NAMED_VARIABLE_MAX_LENGTH,
  AUTHENTICATION_BODY,
  AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION,
  AUTHENTICATION_FOOTER_MAX_LENGTH,
  BUTTON_FIELD_LIMITS,
  BUTTON_KINDS,
  CATALOG_BUTTON_TEXT,
  COPY_CODE_TEXTS,
  EXAMPLE_CATALOG_SOURCE,
  HEADER_TEXT_MAX_LENGTH,
  INTERACTIVE_BODY_MAX_LENGTH,
  INTERACTIVE_BUTTON_FIELD_LIMITS,
  INTERACTIVE_FOOTER_MAX_LENGTH,
  INTERACTIVE_LIST_ROWS,
  INTERACTIVE_REPLY_BUTTONS,
  OFFER_CODE_SAMPLE_MAX_LENGTH,
  REPLY_BUTTONS_BODY_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
} from '@templint/core/internal';

/** A file's text with every run of white space as one space, so a sentence wrapped over lines still matches. */
function flat(file: string): string {
  return readFileSync(new URL(`../${file}`, import.meta.url), 'utf8').replace(/\s+/g, ' ');
}

function messageOf(ruleId: string, messageId: string): string {
  const message = rules.find((rule) => rule.id === ruleId)?.messages[messageId];
  if (message === undefined) throw new Error(`core has no message ${ruleId}/${messageId}`);
  return message;
}

/** The table row of `docs/catalog.md` whose first cell names `kind`, under the heading `### <heading>`. */
function catalogRow(heading: string, kind: string): string {
  const page = readFileSync(new URL('../docs/catalog.md', import.meta.url), 'utf8');
  const start = page.indexOf(`### ${heading}`);
  const end = page.indexOf('\n### ', start + 1);
  const row = page
    .slice(start, end)
    .split('\n')
    .find((line) => line.startsWith('| ') && line.split('|')[1]?.includes(`\`${kind}\``));
  if (start === -1 || row === undefined) throw new Error(`docs/catalog.md has no row for \`${kind}\` under ### ${heading}`);
  return row;
}

interface Restated {
  readonly file: string;
  /** The words the file holds, built from the constant. */
  readonly says: string;
  /** What they restate, for the failure message. */
  readonly source: string;
}

/** Kinds as prose lists them: `a`, `b` or `c`. */
function kindList(kinds: readonly string[]): string {
  const quoted = kinds.map((kind) => `\`${kind}\``);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1) ?? ''}` : (quoted[0] ?? '');
}

// The judged kinds a carousel card may not have.
const NOT_ON_A_CARD = SUB_TYPE_KINDS.filter((kind) => BUTTON_KINDS[kind].judged && !BUTTON_KINDS[kind].onCarouselCard);

const RESTATED: readonly Restated[] = [
  // A rule page that lists kinds: a kind added to the table fails here until the page says what the rule does with it.
  {
    file: 'docs/rules/carousel-card-button-kind.md',
    says: `is not ${kindList(APPROVAL_CARD_BUTTON_KINDS)} (so a ${kindList(NOT_ON_A_CARD)} button)`,
    source: 'APPROVAL_CARD_BUTTON_KINDS, SUB_TYPE_KINDS',
  },
  // README.md
  { file: 'README.md', says: `the live "${HEADER_TEXT_MAX_LENGTH + 1} / ${HEADER_TEXT_MAX_LENGTH}" counter`, source: 'HEADER_TEXT_MAX_LENGTH' },
  {
    file: 'README.md',
    says: `"${formatMessage(messageOf('template-name-format', 'invalid'), { character: 'O', position: 1, suggestion: '' }).split(', for example')[0] ?? ''}, ..."`,
    source: 'the message template-name-format/invalid',
  },
  { file: 'README.md', says: `\`${COPY_CODE_TEXTS[1] ?? ''}\` casing`, source: 'COPY_CODE_TEXTS' },
  { file: 'README.md', says: `ids are checked against ${EXAMPLE_CATALOG_SOURCE}`, source: 'EXAMPLE_CATALOG_SOURCE' },
  // docs/catalog.md, outside the kind tables (checked below)
  { file: 'docs/catalog.md', says: `the ${AUTHENTICATION_FOOTER_MAX_LENGTH}-character footer of [footer-max-length]`, source: 'AUTHENTICATION_FOOTER_MAX_LENGTH' },
  // docs/spec-decisions.md: the choices, in templint's own numbers (the quotes of the spec stay as the spec says)
  {
    file: 'docs/spec-decisions.md',
    says: `Counts (at most one Flow button, ${INTERACTIVE_REPLY_BUTTONS.min} to ${INTERACTIVE_REPLY_BUTTONS.max} reply buttons, ${INTERACTIVE_LIST_ROWS.min} to ${INTERACTIVE_LIST_ROWS.max} list rows`,
    source: 'INTERACTIVE_REPLY_BUTTONS, INTERACTIVE_LIST_ROWS',
  },
  {
    file: 'docs/spec-decisions.md',
    says: `applied as exact limits (${INTERACTIVE_REPLY_BUTTONS.min} to ${INTERACTIVE_REPLY_BUTTONS.max}, ${INTERACTIVE_LIST_ROWS.min} to ${INTERACTIVE_LIST_ROWS.max}), as are the titles' section 8 limits (${INTERACTIVE_BUTTON_FIELD_LIMITS.reply_buttons.quick_reply?.text ?? ''} and ${INTERACTIVE_BUTTON_FIELD_LIMITS.list.quick_reply?.text ?? ''})`,
    source: 'INTERACTIVE_REPLY_BUTTONS, INTERACTIVE_LIST_ROWS, INTERACTIVE_BUTTON_FIELD_LIMITS',
  },
  { file: 'docs/spec-decisions.md', says: `## Reply-buttons body limit: ${REPLY_BUTTONS_BODY_MAX_LENGTH}`, source: 'REPLY_BUTTONS_BODY_MAX_LENGTH' },
  { file: 'docs/spec-decisions.md', says: `a reply-buttons body is limited to ${REPLY_BUTTONS_BODY_MAX_LENGTH} characters`, source: 'REPLY_BUTTONS_BODY_MAX_LENGTH' },
  { file: 'docs/spec-decisions.md', says: `\`${AUTHENTICATION_BODY}\``, source: 'AUTHENTICATION_BODY' },
  { file: 'docs/spec-decisions.md', says: `\`${AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION}\``, source: 'AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION' },
  { file: 'docs/spec-decisions.md', says: `an error past ${APPROVAL_FOOTER_MAX_LENGTH} characters, the authority's published limit`, source: 'APPROVAL_FOOTER_MAX_LENGTH' },
  { file: 'docs/spec-decisions.md', says: `only the spec's ${AUTHENTICATION_FOOTER_MAX_LENGTH}-character limit is checked`, source: 'AUTHENTICATION_FOOTER_MAX_LENGTH' },
  { file: 'docs/spec-decisions.md', says: `cut to ${TEMPLATE_NAME_MAX_LENGTH} characters`, source: 'TEMPLATE_NAME_MAX_LENGTH' },
  {
    file: 'docs/spec-decisions.md',
    says: `card limits (${APPROVAL_CARD_BUTTONS_MAX} buttons, ${APPROVAL_CARD_BODY_MAX_LENGTH} characters`,
    source: 'APPROVAL_CARD_BUTTONS_MAX, APPROVAL_CARD_BODY_MAX_LENGTH',
  },
  { file: 'docs/spec-decisions.md', says: `no source gives ${APPROVAL_NAMED_VARIABLE_MAX_LENGTH} characters for a named variable`, source: 'APPROVAL_NAMED_VARIABLE_MAX_LENGTH' },
  { file: 'docs/spec-decisions.md', says: `The carousel card body limit of ${APPROVAL_CARD_BODY_MAX_LENGTH} is published`, source: 'APPROVAL_CARD_BODY_MAX_LENGTH' },
  { file: 'docs/spec-decisions.md', says: `is \`${EXAMPLE_CATALOG_SOURCE}\``, source: 'EXAMPLE_CATALOG_SOURCE' },
];

describe('prose that restates a core constant or message', () => {
  test.each(RESTATED)('$file says "$says"', ({ file, says, source }) => {
    expect(flat(file).includes(says), `${file} no longer says "${says}" (from ${source}): update the sentence to core's value`).toBe(true);
  });
});

// A rule page's prose states limits ("over 60 characters", "limits a header text to 60"). The rule's
// description is built from core's constants and checked equal to the page's first paragraph, so a limit
// in the prose is one its description states, or one of the page's known other numbers listed here (built
// from their constant where they have one).
const LIMIT_PHRASE = /\b(?:over|longer than|more than|fewer than|at most|at least|below|above|up to|limits? (?:\w+ ){0,4}to) (\d+)\b/gi;
const OTHER_LIMITS: Readonly<Record<string, readonly string[]>> = {
  'button-field-max-length': [`over ${OFFER_CODE_SAMPLE_MAX_LENGTH}`],
  'button-text-variable': [`at most ${BUTTON_FIELD_LIMITS.website.text ?? ''}`],
  'phone-button-number-format': [`limits a phone number to ${BUTTON_FIELD_LIMITS.phone.phone ?? ''}`],
  // A worked example of the option (wordsPerVariable: 1).
  'variable-density': ['more than 1', 'at least 3'],
  // A client library's limit, quoted as evidence; not a limit of templint's.
  'variable-name-max-length': ['over 20'],
};

describe('the limits a rule page states in prose', () => {
  test.each(rules.map((rule) => [rule.id]))('docs/rules/%s.md states only its description\'s limits', (id) => {
    const page = readFileSync(new URL(`../docs/rules/${id}.md`, import.meta.url), 'utf8');
    const details = page.slice(page.indexOf('## Rule details'), page.includes('## Severity') ? page.indexOf('## Severity') : undefined);
    const prose = details.replace(/```[\s\S]*?```/g, '').replace(/\s+/g, ' ');
    const stated = new Set(ruleDescriptions[id]?.match(/\d+/g) ?? []);
    const others = OTHER_LIMITS[id] ?? [];
    const stray = [...prose.matchAll(LIMIT_PHRASE)].filter((match) => !stated.has(match[1] ?? '') && !others.includes(match[0])).map((match) => match[0]);
    expect(stray, `docs/rules/${id}.md states limits its description does not (${[...stated].join(', ') || 'none'}): update them to core's value`).toEqual([]);
  });

  test('the other limits listed are still on their pages', () => {
    for (const [id, phrases] of Object.entries(OTHER_LIMITS)) {
      for (const phrase of phrases) expect(flat(`docs/rules/${id}.md`).includes(phrase), `docs/rules/${id}.md no longer says "${phrase}"`).toBe(true);
    }
  });
});

describe('descriptions that restate a fixed text', () => {
  // Written out in the rule's metadata, not built from the constant: held to it here.
  test('catalog-button-text names CATALOG_BUTTON_TEXT, copy-code-button-text every COPY_CODE_TEXTS', () => {
    expect(ruleDescriptions['catalog-button-text']).toContain(`\`${CATALOG_BUTTON_TEXT}\``);
    for (const text of COPY_CODE_TEXTS) expect(ruleDescriptions['copy-code-button-text']).toContain(`\`${text}\``);
  });
});

describe('docs/rules/button-field-max-length.md states section 8\'s button limits', () => {
  const rows = readFileSync(new URL('../docs/rules/button-field-max-length.md', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  test.each(SUB_TYPE_KINDS.map((kind) => [kind]))('the `%s` row states its limits, or no row when it has none', (kind) => {
    const limits = Object.entries(BUTTON_FIELD_LIMITS[kind]).map(([role, limit]) => `\`${role}\`: ${String(limit)}`);
    const row = rows.find((cells) => (cells[1] ?? '').split(', ').includes(`\`${kind}\``));
    if (limits.length === 0) expect(row, `a row names \`${kind}\`, which has no limits`).toBeUndefined();
    else expect(row?.[2], `the page's row for \`${kind}\``).toBe(limits.join(', '));
  });
  test('the prose states the interactive limits that win', () => {
    const { reply_buttons: reply, list, cta_url: ctaUrl, flow } = INTERACTIVE_BUTTON_FIELD_LIMITS;
    const says = `a reply-button title (quick reply text) ${String(reply.quick_reply?.text)}, a list row title (quick reply text) ${String(list.quick_reply?.text)}, a CTA URL display text (website text) ${String(ctaUrl.website?.text)}, a Flow button text ${String(flow.flow?.text)}`;
    expect(flat('docs/rules/button-field-max-length.md').includes(says), `the page no longer says "${says}"`).toBe(true);
  });
});

describe('a rule page that quotes a filled-in message', () => {
  test('docs/rules/known-catalog-id.md quotes the message core gives for an unknown language id of the example catalog', () => {
    const request = { provider_integration_chat_id: 'pi_0001', chat_template_data: { chat_template_name: 'order_update', chat_language_id: 37, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: 'Hello there.' } } };
    const message = validateTemplate(request).diagnostics.find((diagnostic) => diagnostic.ruleId === 'known-catalog-id')?.message ?? '';
    const firstKnown = '1 (English), ';
    expect(message).toContain(firstKnown);
    const quoted = `"${message.slice(0, message.indexOf(firstKnown) + firstKnown.length)}..."`;
    expect(flat('docs/rules/known-catalog-id.md').includes(quoted), `docs/rules/known-catalog-id.md no longer quotes ${quoted}: update the quote`).toBe(true);
  });
});

describe('docs/catalog.md kind tables state core\'s limits and texts', () => {
  test('the `text` header row states the header limit', () => {
    expect(catalogRow('`HeaderKind`', 'text')).toContain(`limits it to ${HEADER_TEXT_MAX_LENGTH} characters`);
  });

  test.each(INTERACTIVE_KINDS.map((kind) => [kind]))('the `%s` interactive row states its body, footer and button limits', (kind) => {
    const row = catalogRow('`InteractiveKind`', kind);
    const body = INTERACTIVE_BODY_MAX_LENGTH[kind];
    const footer = INTERACTIVE_FOOTER_MAX_LENGTH[kind];
    if (body !== undefined) expect(row, row).toContain(`body of ${body}`);
    if (footer !== undefined) expect(row, row).toContain(`footer of ${footer}`);
    for (const roles of Object.values(INTERACTIVE_BUTTON_FIELD_LIMITS[kind])) {
      for (const limit of Object.values(roles)) expect(row, row).toMatch(new RegExp(`\\bof ${String(limit)}\\b`));
    }
  });

  test('the reply-buttons and list rows state their counts', () => {
    expect(catalogRow('`InteractiveKind`', 'reply_buttons')).toContain(`${INTERACTIVE_REPLY_BUTTONS.min} to ${INTERACTIVE_REPLY_BUTTONS.max} quick-reply entries`);
    expect(catalogRow('`InteractiveKind`', 'list')).toContain(`${INTERACTIVE_LIST_ROWS.min} to ${INTERACTIVE_LIST_ROWS.max} quick-reply entries as rows`);
  });

  test('the copy-code, offer-code and catalog rows state the exact texts and the sample limit', () => {
    expect(catalogRow('`SubTypeKind`', 'copy_code')).toContain(`text exactly ${COPY_CODE_TEXTS.map((text) => `\`${text}\``).join(' or ')}`);
    expect(catalogRow('`SubTypeKind`', 'copy_code')).toContain(`offer code (its sample) ${OFFER_CODE_SAMPLE_MAX_LENGTH}`);
    expect(catalogRow('`SubTypeKind`', 'offer_code')).toContain(`(and its sample ${OFFER_CODE_SAMPLE_MAX_LENGTH})`);
    expect(catalogRow('`SubTypeKind`', 'catalog')).toContain(`exactly \`${CATALOG_BUTTON_TEXT}\` when sent`);
  });
});

describe('docs/preview.md\'s Buttons row, as core lists the kinds', () => {
  // The row names each kind the preview draws with its icon; a kind added to SUB_TYPE_KINDS (with its icon
  // in the preview's total BUTTON_ICON) fails here until the row says how it shows. `other` is not judged
  // and has no icon.
  test.each(SUB_TYPE_KINDS.filter((kind) => BUTTON_KINDS[kind].judged).map((kind) => [kind]))('names `%s`', (kind) => {
    const row = readFileSync(new URL('../docs/preview.md', import.meta.url), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| Buttons |'));
    const words = kind.replaceAll('_', ' ');
    expect(row, 'docs/preview.md has a Buttons row').toBeDefined();
    expect(row?.includes(` ${words}`), `docs/preview.md's Buttons row does not name "${words}" (SUB_TYPE_KINDS): say which icon it shows`).toBe(true);
  });
});

describe('the preview\'s render options, as @templint/preview declares them', () => {
  // RenderOptions is a type: its keys are read from its declaration, so an option added there and missing
  // from a page (the package README lacked `locale`) fails here.
  const source = readFileSync(new URL('../packages/preview/src/html/render-preview.ts', import.meta.url), 'utf8');
  const declaration = /export interface RenderOptions \{([^]*?)\n\}/.exec(source)?.[1] ?? '';
  const options = [...declaration.matchAll(/^ {2}readonly (\w+)\?:/gm)].map((match) => match[1] ?? '');

  test('docs/preview.md has a row for each, and the package README names each', () => {
    expect(options.length).toBeGreaterThan(5);
    const table = readFileSync(new URL('../docs/preview.md', import.meta.url), 'utf8');
    const rows = table.split('\n').filter((line) => line.startsWith('| `')).map((line) => /^\| `(\w+)`/.exec(line)?.[1]);
    const readme = flat('packages/preview/README.md');
    for (const option of options) {
      expect(rows, `docs/preview.md: a row for \`${option}\``).toContain(option);
      expect(readme, `packages/preview/README.md: \`${option}\``).toContain(`\`${option}\``);
    }
  });
});
