import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import { CATALOG_BUTTON_TEXT } from '../../spec/limits.js';

export const catalogButtonText: RuleDefinition = defineRule({
  id: 'catalog-button-text',
  description: 'A catalog button text, when sent, is exactly `View catalog`.',
  severity: 'error',
  specSection: '2.6, 8',
  messages: {
    wrongText: 'A catalog button text must be exactly "View catalog" when sent; found "{{text}}".',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      if (button.kind !== 'catalog') continue;
      const field = fieldWithRole(button, 'text');
      if (typeof field?.value !== 'string' || field.value === CATALOG_BUTTON_TEXT) continue;
      report({ messageId: 'wrongText', path: field.valuePath, data: { text: field.value } });
    }
  },
});
