import { isCasingOrSpacingSlip } from '../../internal/casing-or-spacing-slip.js';
import { withInvisibleNamed } from '../../internal/invisible-named.js';
import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { CATALOG_BUTTON_TEXT } from '../../spec/limits.js';

/** What tooling shows for catalog-button-text. */
export const meta: RuleMeta = {
  description: () => 'A catalog button text, when sent, is exactly `View catalog`.',
  specSection: '2.6, 8',
};

export const catalogButtonText: RuleDefinition = defineRule({
  id: 'catalog-button-text',
  severity: 'error',
  fixable: true,
  source: 'spec',
  messages: {
    wrongText: 'A catalog button text must be exactly "View catalog" when sent; found "{{text}}".',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      if (button.traits?.opens !== 'catalog') continue;
      const field = fieldWithRole(button, 'text');
      if (typeof field?.value !== 'string' || field.value === CATALOG_BUTTON_TEXT) continue;
      const fixable = isCasingOrSpacingSlip(field.value, CATALOG_BUTTON_TEXT);
      report({
        messageId: 'wrongText',
        path: field.valuePath,
        // A no-break space or a zero-width one is named (`View<U+00A0>catalog`): the text looked like the one asked for.
        data: { text: withInvisibleNamed(field.value) },
        ...(fixable ? { fix: { edits: [{ op: 'set', path: field.valuePath, value: CATALOG_BUTTON_TEXT }] } } : {}),
      });
    }
  },
});
