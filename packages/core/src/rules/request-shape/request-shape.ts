import { jsonTypeOf } from '../../internal/json.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for request-shape. */
export const meta: RuleMeta = {
  description: () => 'The request is a JSON object whose `chat_template_data` is an object.',
  specSection: '2.1',
};

export const requestShape: RuleDefinition = defineRule({
  id: 'request-shape',
  severity: 'error',
  source: 'spec',
  messages: {
    notObject: 'The request must be a JSON object (spec 2.1); found {{actual}}.',
    missingData: 'The request has no `chat_template_data`; add the template object (spec 2.2).',
    dataNotObject: '`chat_template_data` must be an object (spec 2.2); found {{actual}}.',
  },
  check({ model, report }) {
    if (!model.root) {
      report({ messageId: 'notObject', path: [], data: { actual: jsonTypeOf(model.request) } });
      return;
    }
    if (model.data) return;
    const { value, path } = model.fields.templateData;
    if (value === undefined) report({ messageId: 'missingData', path });
    else report({ messageId: 'dataNotObject', path, data: { actual: jsonTypeOf(value) } });
  },
});
