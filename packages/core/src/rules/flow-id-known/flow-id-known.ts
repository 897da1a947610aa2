import { isBlank } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for flow-id-known. */
export const meta: RuleMeta = {
  description: () => 'A Flow button opens one of the service\'s own Flows (runs when `flowIds` is given).',
  specSection: '2.6',
};

export const flowIdKnown: RuleDefinition = defineRule({
  id: 'flow-id-known',
  severity: 'error',
  source: 'spec',
  requires: 'flowIds',
  messages: {
    unknown: 'Flow id "{{flowId}}" is not one of the service\'s Flows; create the Flow first or use an existing id.',
  },
  check({ model, report }) {
    const flowIds = model.flowIds;
    if (!flowIds) return;
    for (const button of model.buttons) {
      for (const field of button.fields) {
        // A blank id is interactive-flow-button's to report.
        if (field.role !== 'flow_id' || typeof field.value !== 'string' || isBlank(field.value) || flowIds.has(field.value)) continue;
        report({ messageId: 'unknown', path: field.valuePath, data: { flowId: field.value } });
      }
    }
  },
});
