// header-data-single-item's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for header-data-single-item. */
export const headerDataSingleItemMeta: RuleMeta = {
  description: '`chat_template_header_data` holds exactly one item.',
};
