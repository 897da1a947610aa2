import { checkInteractiveItems } from '../../model/interactive-items.js';
import { mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { INTERACTIVE_LIST_ROWS } from '../../spec/limits.js';

/** What tooling shows for interactive-list-rows. */
export const meta: RuleMeta = {
  description: () => `A list interactive template has ${INTERACTIVE_LIST_ROWS.min} to ${INTERACTIVE_LIST_ROWS.max} rows (quick-reply entries), each with a title, and no other kind of button.`,
  specSection: '2.9',
};

export const interactiveListRows: RuleDefinition = defineRule({
  id: 'interactive-list-rows',
  severity: 'error',
  source: 'spec',
  appliesTo: 'interactive',
  messages: {
    count: 'A list interactive template has {{min}} to {{max}} rows; this one has {{count}}.',
    otherButton: 'A list interactive template\'s rows are quick-reply entries; remove this "{{button}}" button.',
    noTitle: 'This list row has no title; write the text the recipient picks.',
  },
  check({ model, report }) {
    if (model.interactiveKind !== 'list') return;
    const section = mainSection(model);
    if (section) checkInteractiveItems(section, INTERACTIVE_LIST_ROWS, report);
  },
});
