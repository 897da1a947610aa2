// One walk over the request against the spec's field tables (spec/request-shape.ts), shared by the
// field-type and unknown-field rules: wrong types, missing required fields, empty arrays, unknown keys.
// The walk itself is generated from the tables (shape-check.generated.ts, scripts/generate-shape-check.mjs).
import { checkRequest, checkTemplateData } from './shape-check.generated.js';
import type { ShapeProblem } from './shape-problem.js';

export type { ShapeProblem } from './shape-problem.js';

/** Every shape problem of a request whose root (and `chat_template_data`, when an object) is given. */
export function checkShape(root: Readonly<Record<string, unknown>> | undefined, data: Readonly<Record<string, unknown>> | undefined): ShapeProblem[] {
  const problems: ShapeProblem[] = [];
  if (root) checkRequest(root, problems);
  if (data) checkTemplateData(data, problems);
  return problems;
}
