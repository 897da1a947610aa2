import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for catalog-button-single. */
export const meta: RuleMeta = {
  description: () => "A catalog button is the template's only button.",
};

export const catalogButtonSingle: RuleDefinition = defineRule({
  id: 'catalog-button-single',
  severity: 'warning',
  source: 'approval',
  messages: {
    notAlone: 'A catalog template has one button, the catalog button; this template has {{count}}. Remove the others, or the catalog button.',
  },
  check({ model, report }) {
    for (const section of model.sections) {
      if (section.buttons.length < 2) continue;
      for (const button of section.buttons) {
        if (button.traits?.opens === 'catalog') report({ messageId: 'notAlone', path: button.path, data: { count: section.buttons.length } });
      }
    }
  },
});
