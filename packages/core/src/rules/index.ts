// The registry: every rule, alphabetical. The CLI and the ESLint plugin read their metadata from here.
import type { RuleDefinition } from '../rule.js';
import { namedParameterFlag } from './named-parameter-flag/named-parameter-flag.js';
import { placeholderSyntax } from './placeholder-syntax/placeholder-syntax.js';
import { variableMixedKinds } from './variable-mixed-kinds/variable-mixed-kinds.js';
import { variableNameFormat } from './variable-name-format/variable-name-format.js';
import { variableRowMissing } from './variable-row-missing/variable-row-missing.js';
import { variableRowUnused } from './variable-row-unused/variable-row-unused.js';
import { variableSampleRequired } from './variable-sample-required/variable-sample-required.js';

/** Every rule of templint, alphabetical by id. */
export const rules: readonly RuleDefinition[] = [
  namedParameterFlag,
  placeholderSyntax,
  variableMixedKinds,
  variableNameFormat,
  variableRowMissing,
  variableRowUnused,
  variableSampleRequired,
];
