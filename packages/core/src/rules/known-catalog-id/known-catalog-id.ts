import type { RequestField } from '../../model/request-fields.js';
import { EXAMPLE_CATALOG_SOURCE } from '../../catalog/catalog-index.js';
import { asId } from '../../internal/json.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

type TopLevelList = 'templateType' | 'category' | 'language' | 'interactiveType';
interface Named {
  readonly id: number;
  readonly name: string;
}

/** What tooling shows for known-catalog-id. */
export const meta: RuleMeta = {
  description: () => 'Every id in the request comes from its lookup list: template type, category, language, header type, interactive type, button type, sub-type, field and option.',
  specSection: '4',
};

export const knownCatalogId: RuleDefinition = defineRule({
  id: 'known-catalog-id',
  severity: 'error',
  source: 'spec',
  messages: {
    templateType: 'Template type id {{id}} is not in the template-type list of {{catalog}}; use one of: {{known}}.',
    category: 'Category id {{id}} is not in the category list of {{catalog}}; use one of: {{known}}.',
    language: 'Language id {{id}} is not in the language list of {{catalog}}; use one of: {{known}}.',
    headerType: 'Header type id {{id}} is not in the header-type list of {{catalog}}; use 0 for no header or one of: {{known}}.',
    interactiveType: 'Interactive type id {{id}} is not in the interactive-type list of {{catalog}}; use one of: {{known}}.',
    buttonType: 'Button type id {{id}} is not in the button-type list of {{catalog}}; use one of: {{known}}.',
    subType: 'Button sub-type id {{id}} is not a sub-type of button type "{{buttonType}}" in {{catalog}}; use one of: {{known}}.',
    field: 'Field id {{id}} is not a field of button sub-type "{{subType}}" in {{catalog}}; use one of: {{known}}.',
    option: 'Option id {{id}} is not an option of field "{{field}}" in {{catalog}}; use one of: {{known}}.',
  },
  check({ model, report }) {
    const { catalog, fields } = model;
    // Every message names the catalog its list came from; the example one, also how to get the account's.
    const origin = catalog.source === EXAMPLE_CATALOG_SOURCE ? EXAMPLE_ORIGIN : catalog.source;
    const checkTopLevel = (messageId: TopLevelList, field: RequestField, list: ReadonlyMap<number, Named>): void => {
      const id = asId(field.value);
      if (id !== undefined && !list.has(id)) report({ messageId, path: field.path, data: { id, known: describe(list.values()), catalog: origin } });
    };
    checkTopLevel('templateType', fields.templateTypeId, catalog.templateTypes);
    checkTopLevel('interactiveType', fields.interactiveTypeId, catalog.interactiveTypes);
    checkTopLevel('category', fields.categoryId, catalog.categories);
    checkTopLevel('language', fields.languageId, catalog.languages);
    for (const { header } of model.sections) {
      if (header?.typeId !== undefined && header.kind === undefined) {
        report({
          messageId: 'headerType',
          path: [...header.path, 'chat_template_header_type_id'],
          data: { id: header.typeId, known: describe(catalog.headerTypes.values()), catalog: origin },
        });
      }
    }
    // Button items with several entries share one item path: report an unknown button type once per item.
    let reportedItems: Set<object> | undefined;
    for (const button of model.buttons) {
      if (button.typeId === undefined) continue;
      const buttonType = catalog.buttonTypes.get(button.typeId);
      if (!buttonType) {
        reportedItems ??= new Set();
        if (!reportedItems.has(button.item)) {
          reportedItems.add(button.item);
          const known = describe(Array.from(catalog.buttonTypes.values(), (type) => type.entry));
          report({ messageId: 'buttonType', path: [...button.itemPath, 'chat_template_button_type_id'], data: { id: button.typeId, known, catalog: origin } });
        }
        continue;
      }
      if (button.subTypeId === undefined) continue;
      if (!button.subType) {
        const known = describe(Array.from(buttonType.subTypes.values(), (subType) => subType.entry));
        report({
          messageId: 'subType',
          path: [...button.path, 'chat_template_button_sub_type_id'],
          data: { id: button.subTypeId, buttonType: buttonType.entry.name, known, catalog: origin },
        });
        continue;
      }
      const subType = button.subType;
      for (const field of button.fields) {
        if (field.fieldId !== undefined && !field.definition) {
          const known = describe(Array.from(subType.fields.values(), (definition) => definition.entry));
          report({
            messageId: 'field',
            path: [...field.path, 'chat_template_button_sub_type_field_id'],
            data: { id: field.fieldId, subType: subType.entry.name, known, catalog: origin },
          });
        } else if (field.definition && field.optionId !== undefined && !field.definition.optionIds.has(field.optionId)) {
          report({
            messageId: 'option',
            path: [...field.path, 'chat_template_button_sub_type_field_option_id'],
            data: { id: field.optionId, field: field.definition.entry.name, known: describe(field.definition.entry.options ?? []), catalog: origin },
          });
        }
      }
    }
  },
});

const SHOWN = 10;
/** How messages name the bundled example catalog: with how to get the account's own. */
const EXAMPLE_ORIGIN = `${EXAMPLE_CATALOG_SOURCE} (its ids are examples: \`templint catalog pull\` fetches your account's)`;

function describe(entries: Iterable<Named>): string {
  const all = Array.from(entries);
  if (all.length === 0) return '(the list is empty)';
  const shown = all.slice(0, SHOWN).map((entry) => `${String(entry.id)} (${entry.name})`);
  return all.length > SHOWN ? `${shown.join(', ')} and ${String(all.length - SHOWN)} more` : shown.join(', ');
}
