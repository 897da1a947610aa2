import type { LocaleCode } from '@templint/core/locales';

/**
 * The language a per-language table of the CLI words things in (its summary lines, the preview page's
 * words, its notices): the one `code` names when the table has it, else English. Every table is total
 * over the shipped codes, so a new locale does not compile until each has its words.
 */
export function tableLanguage(table: Readonly<Record<LocaleCode, unknown>>, code: string | undefined): LocaleCode {
  return code !== undefined && Object.hasOwn(table, code) ? (code as LocaleCode) : 'en';
}
