import type { Locale } from './locale.js';

/**
 * The `locale` option, checked where a validator (or a schema) is made: a mistake in it is the caller's
 * configuration, said there in words, not a TypeError or RangeError thrown later by a request whose message
 * happens to need it. No locale (`undefined`, `null`, `''`) is English.
 */
export function checkedLocale(locale: unknown): Locale | undefined {
  if (locale === undefined || locale === null || locale === '') return undefined;
  // The CLI and the ESLint plugin take a code; core takes the locale itself, so a bundle holds only the one used.
  if (typeof locale === 'string') throw new TypeError(`locale must be a locale object (import it from @templint/core/locales/${locale}), not the string "${locale}"`);
  const { code, messages } = (typeof locale === 'object' ? locale : {}) as Partial<Record<keyof Locale, unknown>>;
  if (typeof code !== 'string' || typeof messages !== 'object' || messages === null) throw new TypeError('locale must be an object with a `code` (a BCP 47 tag such as "pt-BR") and `messages`');
  try {
    new Intl.PluralRules(code);
  } catch {
    throw new TypeError(`locale.code "${code}" is not a BCP 47 language tag such as "pt-BR"`);
  }
  return locale as Locale;
}
