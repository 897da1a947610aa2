// The README's rule table, rendered from rule metadata. scripts/update-readme-rules.mjs writes it into
// README.md; tests/readme.test.ts fails when README.md holds another table (@eslint/json does the same
// in tools/update-rules-docs.js).

/** @typedef {Pick<import('@templint/core/meta').RuleManifestEntry, 'id' | 'severity' | 'offByDefault' | 'source' | 'specSection' | 'description'>} RuleRow */

/** The marker after which the generated table starts. */
export const RULES_START = '<!-- rules:start -->';
/** The marker before which the generated table ends. */
export const RULES_END = '<!-- rules:end -->';

/**
 * Renders a markdown table of the rules, in the order given: id (linked to its docs page), description,
 * default severity and spec section.
 * @param {readonly RuleRow[]} rules the rules as `ruleManifest` of `@templint/core/meta` gives them
 * @returns {string}
 */
export function renderRulesTable(rules) {
  const rows = rules.map(
    (rule) => `| [${rule.id}](docs/rules/${rule.id}.md) | ${cell(rule.description)} | ${rule.offByDefault === true ? `off (${rule.severity} when on)` : rule.severity} | ${cell(rule.source === 'approval' ? 'approval authority' : (rule.specSection ?? ''))} |`,
  );
  return ['| Rule | Description | Severity | Spec |', '|---|---|---|---|', ...rows].join('\n');
}

/**
 * Returns `readme` with everything between the rules markers replaced by `table`.
 * Throws when the markers are missing or out of order, so a broken README is never silently rewritten.
 * @param {string} readme
 * @param {string} table
 * @returns {string}
 */
export function replaceBetweenMarkers(readme, table) {
  const start = readme.indexOf(RULES_START);
  const end = readme.indexOf(RULES_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`README.md must hold ${RULES_START} followed by ${RULES_END}; the rule table goes between them.`);
  }
  return `${readme.slice(0, start + RULES_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

/**
 * A text made safe for one table cell: a `|` would end the cell and a line break the row.
 * @param {string} text
 * @returns {string}
 */
function cell(text) {
  return text.replace(/\s*\r?\n\s*/g, ' ').replace(/\|/g, '\\|');
}
