import type { TextValue } from '../../model/template-model.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for plain-text-variable. */
export const meta: RuleMeta = {
  description: () => 'A text that has no variable rows (a footer, `interactive_list_button_text`) holds no `{{variable}}`.',
  specSection: '2.4, 7',
};

export const plainTextVariable: RuleDefinition = defineRule({
  id: 'plain-text-variable',
  severity: 'error',
  source: 'spec',
  messages: {
    variable:
      'The {{place}} has the variable `{{variable}}`, but a {{place}} has no variable rows to describe it, so the request is rejected. Write the text out or move the variable to the body.',
  },
  check({ model, report }) {
    // Every placeholder of a text without rows: none can have the row spec 7 condition 1 asks for.
    const reportIn = (place: string, text: TextValue): void => {
      for (const placeholder of model.placeholdersOf(text).placeholders) {
        report({ messageId: 'variable', path: text.path, data: { place, variable: `{{${placeholder.name}}}` }, range: [placeholder.start, placeholder.end] });
      }
    };
    for (const { footer } of model.sections) if (footer?.text) reportIn('footer', footer.text);
    const listButton = model.fields.interactiveListButtonText;
    if (typeof listButton.value === 'string') reportIn('list button text', { text: listButton.value, path: listButton.path });
  },
});
