import { isCopyCodeButton } from '../../model/approval.js';
import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { COPY_CODE_TEXTS } from '../../spec/limits.js';

/** What tooling shows for copy-code-button-text. */
export const meta: RuleMeta = {
  description: () => 'A copy-code button text is exactly `Copy Code` or `Copy code`.',
};

export const copyCodeButtonText: RuleDefinition = defineRule({
  id: 'copy-code-button-text',
  severity: 'error',
  fixable: true,
  source: 'spec',
  specSection: '2.6, 2.8, 8',
  messages: {
    wrongText: 'A copy-code button text must be exactly "Copy Code" or "Copy code"; found "{{text}}".',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      if (!isCopyCodeButton(button)) continue;
      const field = fieldWithRole(button, 'text');
      if (typeof field?.value !== 'string' || COPY_CODE_TEXTS.includes(field.value)) continue;
      // Only a casing or spacing slip has a certain fix; other texts need a person.
      const fixable = field.value.trim().toLowerCase() === 'copy code';
      report({
        messageId: 'wrongText',
        path: field.valuePath,
        data: { text: field.value },
        ...(fixable ? { fix: { edits: [{ op: 'set', path: field.valuePath, value: 'Copy code' }] } } : {}),
      });
    }
  },
});
