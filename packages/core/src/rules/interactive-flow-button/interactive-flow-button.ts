import { blankFieldPath, buttonLabel, mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { buttonFieldLimit } from '../../spec/limits.js';

// The Flow button text limit the message quotes, as button-field-max-length applies it; a string, since the
// limit tables are partial.
const TEXT_MAX_LENGTH = String(buttonFieldLimit('flow', 'text', 'flow'));

/** What tooling shows for interactive-flow-button. */
export const meta: RuleMeta = {
  description: () => 'A flow-style interactive template has exactly one button: a Flow button with a Flow id and a text.',
  specSection: '2.9',
};

export const interactiveFlowButton: RuleDefinition = defineRule({
  id: 'interactive-flow-button',
  severity: 'error',
  source: 'spec',
  appliesTo: 'interactive',
  messages: {
    missing: 'A flow-style interactive template needs exactly one Flow button; add one with a Flow id and a button text.',
    otherButton: 'A flow-style interactive template has only its Flow button; remove this "{{button}}" button.',
    missingFlowId: 'This Flow button has no Flow id; set the Flow field to the id of an existing Flow.',
    missingText: 'This Flow button has no text; set its button text (at most {{limit}} characters).',
  },
  check({ model, report }) {
    if (model.interactiveKind !== 'flow') return;
    const section = mainSection(model);
    if (!section) return;
    let flowButtons = 0;
    for (const button of section.buttons) {
      if (button.traits?.opens !== 'flow') {
        if (button.kind) report({ messageId: 'otherButton', path: button.path, data: { button: buttonLabel(button) } });
        continue;
      }
      flowButtons += 1;
      const flowIdPath = blankFieldPath(button, 'flow_id');
      if (flowIdPath) report({ messageId: 'missingFlowId', path: flowIdPath });
      const textPath = blankFieldPath(button, 'text');
      if (textPath) report({ messageId: 'missingText', path: textPath, data: { limit: TEXT_MAX_LENGTH } });
    }
    // More than one is flow-button-single's to report.
    if (flowButtons === 0) report({ messageId: 'missing', path: [...section.path, 'chat_template_button'] });
  },
});
