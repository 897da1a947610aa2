import type { Locale } from './locale.js';

/**
 * The `locale` option, checked where a validator (or a schema) is made: a mistake in it is the caller's
 * configuration, said there in words, not a TypeError thrown later by a request whose message happens to
 * need it. No locale (`undefined`, `null`, `''`) is English. A locale's own data is checked by `defineLocale`.
 */
export function checkedLocale(locale: unknown): Locale | undefined {
  if (locale === undefined || locale === null || locale === '') return undefined;
  if (typeof (locale as Partial<Locale>).message === 'function') return locale as Locale;
  // The CLI and the ESLint plugin take a code; core takes the locale itself, so a bundle holds only the one used.
  const given = typeof locale === 'string' ? `the string "${locale}"` : 'an object defineLocale did not make';
  throw new TypeError(`locale must be a locale (import one from @templint/core/locales/<code>, or make one with defineLocale from @templint/core/locale), not ${given}`);
}
