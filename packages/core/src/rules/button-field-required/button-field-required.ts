import { buttonLabel, fieldWithRole, isBlank } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for button-field-required. */
export const meta: RuleMeta = {
  description: () => 'Each button has the fields its kind needs: a text, and the URL, phone number, Flow id or offer code it acts on.',
};

export const buttonFieldRequired: RuleDefinition = defineRule({
  id: 'button-field-required',
  severity: 'error',
  source: 'approval',
  messages: {
    empty: 'The "{{field}}" of this "{{button}}" button is empty; the approval authority rejects a button without it. Fill it in.',
    missing: 'This "{{button}}" button has no "{{field}}" field; the approval authority rejects a button without it. Add the field with its value.',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      const { subType } = button;
      if (!subType || !button.traits) continue;
      for (const role of button.traits.requires) {
        // Only what the account's button-type list defines for this sub-type: another catalog may ask less.
        const definition = subType.byRole.get(role);
        if (!definition) continue;
        const field = fieldWithRole(button, role);
        if (field && !isBlank(field.value)) continue;
        const data = { field: definition.entry.name, button: buttonLabel(button) };
        if (field) report({ messageId: 'empty', path: field.valuePath, data });
        else report({ messageId: 'missing', path: button.path, data });
      }
    }
  },
});
