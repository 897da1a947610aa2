// `@templint/core/locales`: every shipped locale, for tools that choose one by name (the CLI, the ESLint
// plugin's settings, the playground). A frontend imports the one it uses from its own subpath instead.
import type { Locale } from '../locale/locale.js';
import { es } from './es.js';
import { hi } from './hi.js';
import { id } from './id.js';
import { ptBR } from './pt-BR.js';
import { en } from './en.js';
import { localeCodeOf, type LocaleCode } from './locale-code.js';

export type { Locale, LocaleData, LocaleMessages } from '../locale/locale.js';
export { defineLocale } from '../locale/define-locale.js';

export { LOCALE_CODES, type LocaleCode } from './locale-code.js';
export { en } from './en.js';

/** Every shipped locale by its code. */
export const locales: Readonly<Record<LocaleCode, Locale>> = { en, 'pt-BR': ptBR, es, hi, id };

/**
 * The shipped locale a language tag names, or undefined: an exact code first (case-insensitive), then its
 * language alone (`pt_BR.UTF-8` and `pt-PT` give `pt-BR`, `es-MX` gives `es`), as an environment's locale names it.
 */
export function findLocale(tag: string): Locale | undefined {
  const code = localeCodeOf(tag);
  return code === undefined ? undefined : locales[code];
}
