// The tables of docs/catalog.md's "The bundled example catalog" section, rendered from core's
// `defaultCatalog`: `pnpm docs:update` writes them between the example-catalog markers and
// tests/docs-example-catalog.test.ts fails when the page holds others.

/** @typedef {import('@templint/core').Catalog} Catalog */

/** The marker after which the generated tables start. */
export const EXAMPLE_CATALOG_START = '<!-- example-catalog:start -->';
/** The marker before which the generated tables end. */
export const EXAMPLE_CATALOG_END = '<!-- example-catalog:end -->';

/**
 * @param {string} heading
 * @param {readonly string[]} columns
 * @param {readonly (readonly string[])[]} rows
 * @returns {string}
 */
function table(heading, columns, rows) {
  return [`### ${heading}`, '', `| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/**
 * @param {string} text
 * @returns {string}
 */
function code(text) {
  return `\`${text}\``;
}

/**
 * One field as the button table shows it: `id name (role, characterLimit)`, and its options.
 * @param {import('@templint/core').ButtonFieldEntry} field
 * @returns {string}
 */
function fieldCell(field) {
  const details = [code(field.role)];
  if (typeof field.characterLimit === 'number') details.push(String(field.characterLimit));
  if (field.options && field.options.length > 0) details.push(`options ${field.options.map((option) => `${String(option.id)} ${option.name}`).join(', ')}`);
  return `${String(field.id)} ${field.name} (${details.join(', ')})`;
}

/**
 * The markdown tables of a catalog, one per lookup list. Header type id 0 is shown first: core accepts it
 * as "no header" whether or not the catalog lists it.
 * @param {Catalog} catalog
 * @returns {string}
 */
export function renderExampleCatalog(catalog) {
  /** @param {{ id: number, name: string, kind: string }} entry */
  const kindRow = (entry) => [String(entry.id), entry.name, code(entry.kind)];
  const headerTypes = catalog.headerTypes.some((entry) => entry.id === 0) ? [] : [['0', '(no header; not listed, always accepted)', code('none')]];
  return [
    table('Template types', ['id', 'name', 'kind'], catalog.templateTypes.map(kindRow)),
    table('Categories', ['id', 'name', 'kind'], catalog.categories.map(kindRow)),
    table('Languages', ['id', 'name', 'code'], catalog.languages.map((entry) => [String(entry.id), entry.name, code(entry.code)])),
    table('Header types', ['id', 'name', 'kind'], [...headerTypes, ...catalog.headerTypes.map(kindRow)]),
    table('Interactive types', ['id', 'name', 'kind'], catalog.interactiveTypes.map(kindRow)),
    table(
      'Button types, sub-types and fields',
      ['button type', 'sub-type', 'kind', 'fields: id name (role, characterLimit)'],
      catalog.buttonTypes.flatMap((buttonType) =>
        buttonType.subTypes.map((subType) => [
          `${String(buttonType.id)} ${buttonType.name}`,
          `${String(subType.id)} ${subType.name}`,
          code(subType.kind),
          subType.fields.map(fieldCell).join('; '),
        ]),
      ),
    ),
    table('Dynamic variable types', ['id', 'name'], catalog.dynamicVariableTypes.map((entry) => [String(entry.id), entry.name])),
  ].join('\n\n');
}

/**
 * Returns `page` with the tables between the example-catalog markers replaced. Throws when the markers are
 * missing or out of order, so a page is never silently rewritten.
 * @param {string} page
 * @param {Catalog} catalog
 * @returns {string}
 */
export function updateExampleCatalog(page, catalog) {
  const start = page.indexOf(EXAMPLE_CATALOG_START);
  const end = page.indexOf(EXAMPLE_CATALOG_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`docs/catalog.md must hold ${EXAMPLE_CATALOG_START} followed by ${EXAMPLE_CATALOG_END}; the example catalog's tables go between them.`);
  }
  return `${page.slice(0, start + EXAMPLE_CATALOG_START.length)}\n\n${renderExampleCatalog(catalog)}\n\n${page.slice(end)}`;
}
