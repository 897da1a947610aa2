// flow-id-known's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for flow-id-known. */
export const flowIdKnownMeta: RuleMeta = {
  description: 'A Flow button opens one of the service\'s own Flows (runs when `flowIds` is given).',
};
