// request-shape's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for request-shape. */
export const requestShapeMeta: RuleMeta = {
  description: 'The request is a JSON object whose `chat_template_data` is an object.',
};
