import { defineRule, type RuleDefinition } from '../../rule.js';
import { VARIABLE_TEXTS } from '../../model/variable-texts.js';
import type { RuleMeta } from '../../rule-meta.js';

const TEXT_KEY = VARIABLE_TEXTS.header.text;

/** What tooling shows for header-data-single-item. */
export const meta: RuleMeta = {
  description: () => '`chat_template_header_data` holds exactly one item, with the text of a text header.',
  specSection: '2.3, 7',
};

export const headerDataSingleItem: RuleDefinition = defineRule({
  id: 'header-data-single-item',
  severity: 'error',
  source: 'spec',
  messages: {
    missing: 'The header has no `chat_template_header_data`; add an array with exactly one item.',
    count: '`chat_template_header_data` holds {{count}} items; it must hold exactly one.',
    noText: 'This text header has no text. Write it, or remove the header.',
  },
  check({ model, report }) {
    for (const { header } of model.sections) {
      if (!header) continue;
      // Type id 0 means "no header" (as in empty carousel cards): nothing to describe, so none is needed.
      const noHeader = header.kind === 'none';
      if (!header.items) {
        // A value of the wrong type is field-type's to report.
        if (!noHeader && header.sentItems.value === undefined) report({ messageId: 'missing', path: header.itemsPath });
        continue;
      }
      const count = header.items.length;
      if (count === 1 && header.kind === 'text' && header.item && !header.text?.text.trim()) {
        // A value of the wrong type (null, a number) is field-type's to report.
        const value: unknown = header.item[TEXT_KEY];
        if (value === undefined || typeof value === 'string') report({ messageId: 'noText', path: [...header.itemPath, TEXT_KEY] });
      }
      if (count === 1 || (noHeader && count === 0)) continue;
      report({ messageId: 'count', path: header.itemsPath, data: { count } });
    }
  },
});
