import { charactersOver } from '../../placeholders/characters-over.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { TEMPLATE_NAME_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for template-name-max-length. */
export const meta: RuleMeta = {
  description: () => `The machine name is at most ${String(TEMPLATE_NAME_MAX_LENGTH)} characters.`,
};

export const templateNameMaxLength: RuleDefinition = defineRule({
  id: 'template-name-max-length',
  severity: 'error',
  source: 'spec',
  specSection: '2.2, 8',
  messages: {
    tooLong: 'The template name is {{count}} characters; the limit is {{limit}}. Shorten it.',
  },
  check({ model, report }) {
    const name = model.templateName?.name;
    if (name === undefined) return;
    const count = charactersOver(name, TEMPLATE_NAME_MAX_LENGTH);
    if (count === undefined) return;
    report({ messageId: 'tooLong', path: ['chat_template_data', 'chat_template_name'], data: { count, limit: TEMPLATE_NAME_MAX_LENGTH } });
  },
});
