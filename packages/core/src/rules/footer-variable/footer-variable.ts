import { defineRule, type RuleDefinition } from '../../rule.js';

export const footerVariable: RuleDefinition = defineRule({
  id: 'footer-variable',
  description: 'A footer is fixed text, with no `{{variable}}`.',
  severity: 'warning',
  source: 'approval',
  messages: {
    variable: 'The footer has the variable `{{variable}}`; the approval authority accepts no variables in a footer. Write the text out or move it to the body.',
  },
  check({ model, report }) {
    for (const { footer } of model.sections) {
      const text = footer?.text;
      if (!text) continue;
      for (const placeholder of model.placeholdersOf(text).placeholders) {
        report({ messageId: 'variable', path: text.path, data: { variable: `{{${placeholder.name}}}` }, range: [placeholder.start, placeholder.end] });
      }
    }
  },
});
