import { formatMessageIn } from '@templint/core/internal';
import type { LocaleCode } from '@templint/core/locales';
import { tableLanguage } from '../locale-table.js';

/** The closing lines of the stylish format in one language; `{{n|one:…|other:…}}` picks a plural form. */
interface SummaryLines {
  /** `✖ 3 problems (2 errors, 1 warning)`. */
  readonly total: string;
  /** ESLint's fixable line, word for word in English. */
  readonly fixable: string;
}

const LINES = {
  en: {
    total: '\u2716 {{total}} {{total|one:problem|other:problems}} ({{errors}} {{errors|one:error|other:errors}}, {{warnings}} {{warnings|one:warning|other:warnings}})',
    fixable: '  {{errors}} {{errors|one:error|other:errors}} and {{warnings}} {{warnings|one:warning|other:warnings}} potentially fixable with the `--fix` option.',
  },
  'pt-BR': {
    total: '\u2716 {{total}} {{total|one:problema|other:problemas}} ({{errors}} {{errors|one:erro|other:erros}}, {{warnings}} {{warnings|one:aviso|other:avisos}})',
    fixable: '  {{errors}} {{errors|one:erro|other:erros}} e {{warnings}} {{warnings|one:aviso|other:avisos}} podem ser corrigidos com a opção `--fix`.',
  },
  es: {
    total: '\u2716 {{total}} {{total|one:problema|other:problemas}} ({{errors}} {{errors|one:error|other:errores}}, {{warnings}} {{warnings|one:advertencia|other:advertencias}})',
    fixable: '  {{errors}} {{errors|one:error|other:errores}} y {{warnings}} {{warnings|one:advertencia|other:advertencias}} se pueden corregir con la opción `--fix`.',
  },
  hi: {
    total: '\u2716 {{total}} {{total|one:समस्या|other:समस्याएँ}} ({{errors}} {{errors|one:त्रुटि|other:त्रुटियाँ}}, {{warnings}} {{warnings|one:चेतावनी|other:चेतावनियाँ}})',
    fixable: '  {{errors}} {{errors|one:त्रुटि|other:त्रुटियाँ}} और {{warnings}} {{warnings|one:चेतावनी|other:चेतावनियाँ}} `--fix` विकल्प से ठीक की जा सकती हैं।',
  },
  id: {
    total: '\u2716 {{total}} masalah ({{errors}} kesalahan, {{warnings}} peringatan)',
    fixable: '  {{errors}} kesalahan dan {{warnings}} peringatan mungkin dapat diperbaiki dengan opsi `--fix`.',
  },
} as const satisfies Record<LocaleCode, SummaryLines>;

/** The stylish format's closing lines in the language `code` names (English for a code templint does not ship). */
export function summaryLines(code: string | undefined, errors: number, warnings: number): { readonly total: string; readonly fixable: (errors: number, warnings: number) => string } {
  const language = tableLanguage(LINES, code);
  const lines: SummaryLines = LINES[language];
  return {
    total: formatMessageIn(language, lines.total, { total: errors + warnings, errors, warnings }),
    fixable: (fixableErrors, fixableWarnings) => formatMessageIn(language, lines.fixable, { errors: fixableErrors, warnings: fixableWarnings }),
  };
}
