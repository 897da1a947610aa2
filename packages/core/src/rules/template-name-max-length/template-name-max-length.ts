import type { RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { TEMPLATE_NAME_MAX_LENGTH } from '../../spec/limits.js';
import { maxLengthRule } from '../max-length-rule.js';

/** What tooling shows for template-name-max-length. */
export const meta: RuleMeta = {
  description: () => `The machine name is at most ${String(TEMPLATE_NAME_MAX_LENGTH)} characters.`,
  specSection: '2.2, 8',
};

export const templateNameMaxLength: RuleDefinition = maxLengthRule({
  id: 'template-name-max-length',
  severity: 'error',
  source: 'spec',
  message: 'The template name is {{count}} characters; the limit is {{limit}}. Shorten it.',
  *texts(model) {
    const name = model.templateName?.name;
    if (name !== undefined) yield { text: name, path: ['chat_template_data', 'chat_template_name'], limit: TEMPLATE_NAME_MAX_LENGTH };
  },
  // The message asks for no exact cut: a name is rewritten, not trimmed.
  data: ({ count, limit }) => ({ count, limit }),
});
