// provider-integration-id's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for provider-integration-id. */
export const providerIntegrationIdMeta: RuleMeta = {
  description: '`provider_integration_chat_id` names the connected business chat account: a non-empty string.',
};
