// docs/catalog.md explains every kind of core's kind lists, and the section 8 limits of each button kind.
// The lists and limits live in core; this keeps the page from drifting: a new kind, or a changed limit,
// fails here until the page says it.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CATEGORY_KINDS, FIELD_ROLES, HEADER_KINDS, INTERACTIVE_KINDS, SUB_TYPE_KINDS, TEMPLATE_TYPE_KINDS } from '@templint/core';
import { BUTTON_FIELD_LIMITS } from '@templint/core/internal';

const PAGE = readFileSync(new URL('../docs/catalog.md', import.meta.url), 'utf8');

/** The table rows of the section under `### <heading>`, by the code-quoted word of their first cell. */
function rowsOf(heading: string): Map<string, string> {
  const start = PAGE.indexOf(`### ${heading}`);
  const end = PAGE.indexOf('\n### ', start + 1);
  const rows = new Map<string, string>();
  for (const line of PAGE.slice(start, end === -1 ? undefined : end).split('\n')) {
    // A first cell may name several kinds: `image`, `video`, `document`.
    const match = /^\| ((?:`[a-z_]+`(?:, )?)+) \|(.*)\|$/.exec(line);
    if (match?.[1] === undefined) continue;
    for (const [, kind] of match[1].matchAll(/`([a-z_]+)`/g)) if (kind !== undefined) rows.set(kind, match[2] ?? '');
  }
  return rows;
}

const LISTS: readonly [string, readonly string[]][] = [
  ['`TemplateTypeKind`', TEMPLATE_TYPE_KINDS],
  ['`CategoryKind`', CATEGORY_KINDS],
  ['`HeaderKind`', HEADER_KINDS],
  ['`InteractiveKind`', INTERACTIVE_KINDS],
  ['`SubTypeKind`', SUB_TYPE_KINDS],
  ['`FieldRole`', FIELD_ROLES],
];

describe('docs/catalog.md', () => {
  test.each(LISTS)('the %s table has a row for exactly the kinds core has', (heading, kinds) => {
    expect([...rowsOf(heading).keys()].sort()).toEqual([...kinds].sort());
  });

  test.each(SUB_TYPE_KINDS.map((kind) => [kind]))('the `%s` row states its section 8 limits as core has them', (kind) => {
    const row = rowsOf('`SubTypeKind`').get(kind) ?? '';
    for (const limit of Object.values(BUTTON_FIELD_LIMITS[kind])) expect(row, `${kind}: ${row}`).toContain(String(limit));
  });
});
