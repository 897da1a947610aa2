// The codes of the shipped locales and how a language tag names one, apart from the locales' messages: a
// tool that loads only the locale it uses (loadLocale, the CLI) reads the codes without the messages.

/** The codes of the locales templint ships besides English (`en`, the rules' own messages). */
export const LOCALE_CODES = ['en', 'pt-BR', 'es', 'hi', 'id'] as const;

/** A code of a shipped locale. */
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** Language codes ISO 639 has replaced that systems still use: Java and older glibc name Indonesian `in`. */
const LEGACY_LANGUAGES: Readonly<Record<string, string>> = { in: 'id' };

/**
 * The code of the shipped locale a language tag names, or undefined: an exact code first (case-insensitive),
 * then its language alone (`pt_BR.UTF-8` and `pt-PT` give `pt-BR`, `es-MX` gives `es`), as an environment's
 * locale names it.
 */
export function localeCodeOf(tag: string): LocaleCode | undefined {
  const cleaned = tag.split('.')[0]?.split('@')[0]?.replace('_', '-').toLowerCase() ?? '';
  if (cleaned === '') return undefined;
  const exact = LOCALE_CODES.find((code) => code.toLowerCase() === cleaned);
  if (exact) return exact;
  const written = cleaned.split('-')[0] ?? '';
  const language = Object.hasOwn(LEGACY_LANGUAGES, written) ? LEGACY_LANGUAGES[written] : written;
  return LOCALE_CODES.find((code) => code.split('-')[0]?.toLowerCase() === language);
}
