// A file named on the command line (or as --stdin-filename) that is not linted gets ESLint's warning,
// word for word, so lint-staged's `"*.json": "templint"` passes a commit that touches package.json, as
// `"*.js": "eslint"` passes one that touches an ignored file.
import { relative, sep } from 'node:path';
import { toResult, type LintResult } from '../lint-result.js';
import type { IgnoredReason } from './files.js';

/** ESLint's warning for a file no `files` glob of the config matches. */
export const UNCONFIGURED_MESSAGE = 'File ignored because no matching configuration was supplied.';

/** ESLint's warning for a file under node_modules. */
export const NODE_MODULES_MESSAGE =
  'File ignored by default because it is located under the node_modules directory. Use ignore pattern "!**/node_modules/" to disable file ignore settings or use "--no-warn-ignored" to suppress this warning.';

/** ESLint's warning for a file an ignore pattern matches. */
export const IGNORED_MESSAGE = 'File ignored because of a matching ignore pattern. Use "--no-ignore" to disable file ignore settings or use "--no-warn-ignored" to suppress this warning.';

/** The one-warning result ESLint gives a named file it does not lint (no position: line and column 0). */
export function ignoredResult(path: string, reason: IgnoredReason, cwd: string): LintResult {
  const underNodeModules = relative(cwd, path).split(sep).slice(0, -1).includes('node_modules');
  const message = reason === 'unconfigured' ? UNCONFIGURED_MESSAGE : underNodeModules ? NODE_MODULES_MESSAGE : IGNORED_MESSAGE;
  return toResult(path, [{ ruleId: null, severity: 1, message, line: 0, column: 0 }]);
}
