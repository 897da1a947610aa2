// known-catalog-id's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for known-catalog-id. */
export const knownCatalogIdMeta: RuleMeta = {
  description: 'Every id in the request comes from its lookup list: template type, category, language, header type, interactive type, button type, sub-type, field and option.',
};
