import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for provider-integration-id. */
export const meta: RuleMeta = {
  description: () => '`provider_integration_chat_id` names the connected business chat account: a non-empty string.',
  specSection: '2.1',
};

export const providerIntegrationId: RuleDefinition = defineRule({
  id: 'provider-integration-id',
  severity: 'error',
  source: 'spec',
  messages: {
    missing: 'The request has no `provider_integration_chat_id`; add the id of the business chat account the template belongs to.',
    empty: '`provider_integration_chat_id` is empty; give the id of the business chat account the template belongs to.',
  },
  check({ model, report }) {
    if (!model.root) return;
    const { value, path } = model.fields.providerIntegrationChatId;
    if (value === undefined) report({ messageId: 'missing', path });
    else if (typeof value === 'string' && value.trim() === '') report({ messageId: 'empty', path });
  },
});
