// `@templint/core/locales`: every shipped locale, for tools that choose one by name (the CLI, the ESLint
// plugin's settings, the playground). A frontend imports the one it uses from its own subpath instead.
import { defineLocale } from '../locale/define-locale.js';
import type { Locale } from '../locale/locale.js';
import { es } from './es.js';
import { hi } from './hi.js';
import { id } from './id.js';
import { ptBR } from './pt-BR.js';

export type { Locale, LocaleData, LocaleMessages } from '../locale/locale.js';
export { defineLocale } from '../locale/define-locale.js';

/** The codes of the locales templint ships besides English (`en`, the rules' own messages). */
export const LOCALE_CODES = ['en', 'pt-BR', 'es', 'hi', 'id'] as const;

/** A code of a shipped locale. */
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** English: every message is the rule's own. */
export const en: Locale = defineLocale({ code: 'en', messages: {} });

/** Every shipped locale by its code. */
export const locales: Readonly<Record<LocaleCode, Locale>> = { en, 'pt-BR': ptBR, es, hi, id };

/** Language codes ISO 639 has replaced that systems still use: Java and older glibc name Indonesian `in`. */
const LEGACY_LANGUAGES: Readonly<Record<string, string>> = { in: 'id' };

/**
 * The shipped locale a language tag names, or undefined: an exact code first (case-insensitive), then its
 * language alone (`pt_BR.UTF-8` and `pt-PT` give `pt-BR`, `es-MX` gives `es`), as an environment's locale names it.
 */
export function findLocale(tag: string): Locale | undefined {
  const cleaned = tag.split('.')[0]?.split('@')[0]?.replace('_', '-').toLowerCase() ?? '';
  if (cleaned === '') return undefined;
  const exact = LOCALE_CODES.find((code) => code.toLowerCase() === cleaned);
  if (exact) return locales[exact];
  const written = cleaned.split('-')[0] ?? '';
  const language = Object.hasOwn(LEGACY_LANGUAGES, written) ? LEGACY_LANGUAGES[written] : written;
  const sameLanguage = LOCALE_CODES.find((code) => code.split('-')[0]?.toLowerCase() === language);
  return sameLanguage ? locales[sameLanguage] : undefined;
}
