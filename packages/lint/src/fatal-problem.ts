// Two kinds of fatal problem, told apart as ESLint tells them: text that is not valid JSON (or not UTF-8)
// is a lint problem of the file (exit 1, a SARIF result); a file that cannot be read is a fault of the run
// (exit 2, a SARIF tool notification).
import type { LintMessage } from './lint-result.js';

/** How a message about text that cannot be parsed begins (ESLint's words). */
export const PARSING_ERROR_PREFIX = 'Parsing error: ';

/** How a message about bytes that are not UTF-8 begins. */
export const NOT_UTF8_PREFIX = 'The file is not valid UTF-8: ';

/** The rule id SARIF gives a parse error, so that code scanning shows it as an alert. */
export const PARSE_ERROR_RULE_ID = 'parse-error';

/** True for a fatal message about the file's text (a lint problem), false for a fault reading it. */
export function isTextProblem(message: LintMessage): boolean {
  return message.fatal === true && (message.message.startsWith(PARSING_ERROR_PREFIX) || message.message.startsWith(NOT_UTF8_PREFIX));
}
