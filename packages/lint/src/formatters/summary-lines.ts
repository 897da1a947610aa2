import { formatMessageIn } from '@templint/core/internal';
import type { LocaleCode } from '@templint/core/locales';
import { tableLanguage } from '../locale-table.js';

/** The closing lines of the stylish and github formats in one language; `{{n|one:…|other:…}}` picks a plural form. */
interface SummaryLines {
  /** `2 errors, 1 warning`: in the total line, and the playground's problem count. */
  readonly counts: string;
  /** `✖ 3 problems (2 errors, 1 warning)`, the counts in `{{counts}}`. */
  readonly total: string;
  /** ESLint's fixable line, word for word in English. */
  readonly fixable: string;
  /** The github format's notice when it printed more annotations than GitHub shows, the counts in `{{counts}}`. */
  readonly annotationsNotShown: string;
}

const LINES = {
  en: {
    counts: '{{errors}} {{errors|one:error|other:errors}}, {{warnings}} {{warnings|one:warning|other:warnings}}',
    total: '\u2716 {{total}} {{total|one:problem|other:problems}} ({{counts}})',
    fixable: '  {{errors}} {{errors|one:error|other:errors}} and {{warnings}} {{warnings|one:warning|other:warnings}} potentially fixable with the `--fix` option.',
    annotationsNotShown: "templint found {{counts}}; GitHub shows at most {{shown}} error and {{shown}} warning annotations per step ({{perJob}} per job): every problem is in this step's log.",
  },
  'pt-BR': {
    counts: '{{errors}} {{errors|one:erro|other:erros}}, {{warnings}} {{warnings|one:aviso|other:avisos}}',
    total: '\u2716 {{total}} {{total|one:problema|other:problemas}} ({{counts}})',
    fixable: '  {{errors}} {{errors|one:erro|other:erros}} e {{warnings}} {{warnings|one:aviso|other:avisos}} podem ser corrigidos com a opção `--fix`.',
    annotationsNotShown: 'O templint encontrou {{counts}}; o GitHub mostra no máximo {{shown}} anotações de erro e {{shown}} de aviso por etapa ({{perJob}} por job): todos os problemas estão no log desta etapa.',
  },
  es: {
    counts: '{{errors}} {{errors|one:error|other:errores}}, {{warnings}} {{warnings|one:advertencia|other:advertencias}}',
    total: '\u2716 {{total}} {{total|one:problema|other:problemas}} ({{counts}})',
    fixable: '  {{errors}} {{errors|one:error|other:errores}} y {{warnings}} {{warnings|one:advertencia|other:advertencias}} se pueden corregir con la opción `--fix`.',
    annotationsNotShown: 'templint encontró {{counts}}; GitHub muestra como máximo {{shown}} anotaciones de error y {{shown}} de advertencia por paso ({{perJob}} por job): todos los problemas están en el registro de este paso.',
  },
  hi: {
    counts: '{{errors}} {{errors|one:त्रुटि|other:त्रुटियाँ}}, {{warnings}} {{warnings|one:चेतावनी|other:चेतावनियाँ}}',
    total: '\u2716 {{total}} {{total|one:समस्या|other:समस्याएँ}} ({{counts}})',
    fixable: '  {{errors}} {{errors|one:त्रुटि|other:त्रुटियाँ}} और {{warnings}} {{warnings|one:चेतावनी|other:चेतावनियाँ}} `--fix` विकल्प से ठीक की जा सकती हैं।',
    annotationsNotShown: 'templint को {{counts}} मिलीं; GitHub हर step में अधिकतम {{shown}} त्रुटि और {{shown}} चेतावनी एनोटेशन दिखाता है (हर job में {{perJob}}): सभी समस्याएँ इस step के लॉग में हैं।',
  },
  id: {
    counts: '{{errors}} kesalahan, {{warnings}} peringatan',
    total: '\u2716 {{total}} masalah ({{counts}})',
    fixable: '  {{errors}} kesalahan dan {{warnings}} peringatan mungkin dapat diperbaiki dengan opsi `--fix`.',
    annotationsNotShown: 'templint menemukan {{counts}}; GitHub menampilkan paling banyak {{shown}} anotasi kesalahan dan {{shown}} anotasi peringatan per langkah ({{perJob}} per job): semua masalah ada di log langkah ini.',
  },
} as const satisfies Record<LocaleCode, SummaryLines>;

/**
 * `2 errors, 1 warning` in the language `code` names (English for a code templint does not ship), as the
 * stylish format's total line counts them.
 */
export function problemCounts(code: string | undefined, errors: number, warnings: number): string {
  const language = tableLanguage(LINES, code);
  return formatMessageIn(language, LINES[language].counts, { errors, warnings });
}

/** The stylish format's closing lines in the language `code` names (English for a code templint does not ship). */
export function summaryLines(code: string | undefined, errors: number, warnings: number): { readonly total: string; readonly fixable: (errors: number, warnings: number) => string } {
  const language = tableLanguage(LINES, code);
  const lines: SummaryLines = LINES[language];
  return {
    total: formatMessageIn(language, lines.total, { total: errors + warnings, counts: problemCounts(language, errors, warnings) }),
    fixable: (fixableErrors, fixableWarnings) => formatMessageIn(language, lines.fixable, { errors: fixableErrors, warnings: fixableWarnings }),
  };
}

/**
 * The github format's closing notice in the language `code` names: the problems it annotated, and that
 * GitHub shows only `shown` of each kind a step (`perJob` a job).
 */
export function annotationsNotShownLine(code: string | undefined, errors: number, warnings: number, shown: number, perJob: number): string {
  const language = tableLanguage(LINES, code);
  return formatMessageIn(language, LINES[language].annotationsNotShown, { counts: problemCounts(language, errors, warnings), shown, perJob });
}
