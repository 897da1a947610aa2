// A key written twice in one object of a payload file: JSON.parse keeps the last value without a word, so
// the earlier values reach no rule and would not reach the platform either. Reported as @eslint/json's
// `json/no-duplicate-keys` reports it (at each repeat, an error), by the CLI and `lintText`; core's rules
// see parsed values, where a repeat is already gone, so this lives with the text (docs/spec-decisions.md).
import type { LocaleCode } from '@templint/core/locales';
import type { LintMessage } from './lint-result.js';
import { tableLanguage } from './locale-table.js';
import { createLineIndex } from './syntax/line-column.js';
import { duplicateKeys } from './syntax/duplicate-keys.js';

/** The rule id of the message (not a core rule: a text-level problem, as `parse-error`). */
export const DUPLICATE_KEY_RULE_ID = 'duplicate-key';

/** What SARIF's rule metadata says of it. */
export const DUPLICATE_KEY_DESCRIPTION = 'An object of a payload file names each key once.';

const MESSAGES = {
  en: (key: string, line: number) => `Duplicate key ${key} (first at line ${String(line)}); only the last value counts.`,
  'pt-BR': (key: string, line: number) => `Chave duplicada ${key} (a primeira na linha ${String(line)}); só o último valor conta.`,
  es: (key: string, line: number) => `Clave duplicada ${key} (la primera en la línea ${String(line)}); solo cuenta el último valor.`,
  hi: (key: string, line: number) => `दोहराई गई कुंजी ${key} (पहली पंक्ति ${String(line)} पर); केवल आख़िरी मान गिना जाता है।`,
  id: (key: string, line: number) => `Kunci ganda ${key} (yang pertama di baris ${String(line)}); hanya nilai terakhir yang berlaku.`,
} as const satisfies Record<LocaleCode, (key: string, line: number) => string>;

/** The longest key a message quotes whole; a longer one is cut, with an ellipsis. */
const MAX_QUOTED_KEY = 80;

/** A message at each repeated key of a valid JSON text, in the language `locale` names (English by default). */
export function duplicateKeyMessages(text: string, value: unknown, filePath: string, locale?: string): LintMessage[] {
  const repeats = duplicateKeys(text, value);
  if (repeats.length === 0) return [];
  const wording = MESSAGES[tableLanguage(MESSAGES, locale)];
  const position = createLineIndex(text);
  return repeats.map((repeat) => {
    const from = position(repeat.start);
    const to = position(repeat.end);
    const first = position(repeat.firstStart);
    const key = JSON.stringify(repeat.key.length > MAX_QUOTED_KEY ? `${repeat.key.slice(0, MAX_QUOTED_KEY)}…` : repeat.key);
    return {
      ruleId: DUPLICATE_KEY_RULE_ID,
      message: wording(key, first.line),
      severity: 2,
      line: from.line,
      column: from.column,
      endLine: to.line,
      endColumn: to.column,
      related: { filePath, line: first.line, column: first.column, message: key },
    };
  });
}
