import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import { COPY_CODE_SUB_TYPES } from '../../spec/decisions.js';
import { COPY_CODE_TEXTS } from '../../spec/limits.js';

export const copyCodeButtonText: RuleDefinition = defineRule({
  id: 'copy-code-button-text',
  description: 'A copy-code button text is exactly `Copy Code` or `Copy code`.',
  severity: 'error',
  specSection: '2.6, 2.8, 8',
  messages: {
    wrongText: 'A copy-code button text must be exactly "Copy Code" or "Copy code"; found "{{text}}".',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      if (!button.kind || !COPY_CODE_SUB_TYPES.includes(button.kind)) continue;
      const field = fieldWithRole(button, 'text');
      if (typeof field?.value !== 'string' || COPY_CODE_TEXTS.includes(field.value)) continue;
      report({ messageId: 'wrongText', path: field.valuePath, data: { text: field.value } });
    }
  },
});
