import { isCasingOrSpacingSlip } from '../../internal/casing-or-spacing-slip.js';
import { withInvisibleNamed } from '../../internal/invisible-named.js';
import { isCopyCodeButton } from '../../model/approval.js';
import { fieldWithRole, isBlank } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { COPY_CODE_TEXTS } from '../../spec/limits.js';

/** What tooling shows for copy-code-button-text. */
export const meta: RuleMeta = {
  description: () => 'A copy-code button text is exactly `Copy Code` or `Copy code`.',
  specSection: '2.6, 2.8, 8',
};

export const copyCodeButtonText: RuleDefinition = defineRule({
  id: 'copy-code-button-text',
  severity: 'error',
  fixable: true,
  source: 'spec',
  messages: {
    wrongText: 'A copy-code button text must be exactly "Copy Code" or "Copy code"; found "{{text}}".',
    missingText: 'This copy-code button has no text; set its button text to "Copy Code" or "Copy code".',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      if (!isCopyCodeButton(button)) continue;
      const field = fieldWithRole(button, 'text');
      if (!field?.sent || isBlank(field.value)) {
        // Unlike a catalog button's (spec 2.6 rule 3, "when sent"), a copy-code text is required: reported when
        // the catalog's sub-type has a text field to send it in. A null value gets the text; a missing field
        // needs its id from the catalog, so a person adds it. An empty or blank text is as missing, not a wrong one.
        if (field || button.subType?.byRole.has('text'))
          report({
            messageId: 'missingText',
            path: field ? field.valuePath : button.path,
            ...(field ? { fix: { edits: [{ op: 'set', path: field.valuePath, value: 'Copy code' }] } } : {}),
          });
        continue;
      }
      if (typeof field.value !== 'string' || COPY_CODE_TEXTS.includes(field.value)) continue;
      const fixable = isCasingOrSpacingSlip(field.value, 'Copy code');
      report({
        messageId: 'wrongText',
        path: field.valuePath,
        // A no-break space or a zero-width one is named (`Copy<U+00A0>code`): the text looked like the one asked for.
        data: { text: withInvisibleNamed(field.value) },
        ...(fixable ? { fix: { edits: [{ op: 'set', path: field.valuePath, value: 'Copy code' }] } } : {}),
      });
    }
  },
});
