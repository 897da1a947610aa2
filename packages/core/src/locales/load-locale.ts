// `@templint/core/locales/load`: a shipped locale loaded when it is asked for, so a tool that speaks one
// language does not load the others' messages (the CLI's start-up: docs/performance.md).
import type { Locale } from '../locale/locale.js';
import type { LocaleCode } from './locale-code.js';

export { LOCALE_CODES, localeCodeOf, type LocaleCode } from './locale-code.js';

/** How each shipped locale is loaded: a total table, so a new code fails to compile until it has its module. */
const LOADERS: Readonly<Record<LocaleCode, () => Promise<Locale>>> = {
  en: async () => (await import('./en.js')).en,
  'pt-BR': async () => (await import('./pt-BR.js')).ptBR,
  es: async () => (await import('./es.js')).es,
  hi: async () => (await import('./hi.js')).hi,
  id: async () => (await import('./id.js')).id,
};

/** The shipped locale of this code, loaded on first use (a bundler splits each into a chunk of its own). */
export function loadLocale(code: LocaleCode): Promise<Locale> {
  return LOADERS[code]();
}
