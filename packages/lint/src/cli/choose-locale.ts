import { closest } from '@templint/core/internal';
import type { Locale } from '@templint/core/locales';
import { loadLocale, LOCALE_CODES, localeCodeOf, type LocaleCode } from '@templint/core/locales/load';
import { UsageError } from './args.js';

/** The environment variables that name a locale, in POSIX's order of precedence for messages. */
const LOCALE_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/**
 * The language of diagnostics and summary lines: `--locale` when given (a code templint does not ship is a
 * usage error), else as gettext chooses: the first language of `LANGUAGE` (`es:pt_BR:en`) templint ships,
 * unless the locale is C or POSIX (or none is set), then the first of LC_ALL, LC_MESSAGES and LANG that is
 * set, when it names a shipped locale (`pt_BR.UTF-8`), else English. Only that locale's messages are loaded.
 */
export async function chooseLocale(given: string | undefined, env: Readonly<Record<string, string | undefined>>): Promise<Locale> {
  return loadLocale(chooseLocaleCode(given, env));
}

/** The code of the locale `chooseLocale` loads. */
function chooseLocaleCode(given: string | undefined, env: Readonly<Record<string, string | undefined>>): LocaleCode {
  if (given !== undefined) {
    const found = localeCodeOf(given);
    if (found) return found;
    const suggestion = closest(given, LOCALE_CODES);
    throw new UsageError(`unknown locale "${given}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; use one of ${LOCALE_CODES.join(', ')}`);
  }
  const locale = LOCALE_VARIABLES.map((name) => env[name]).find((value) => value !== undefined && value !== '');
  // gettext reads LANGUAGE's list first, but not where the locale is C: a script's `LC_ALL=C` means English.
  if (locale !== undefined && !C_LOCALES.includes(locale.split('.')[0] ?? '')) {
    for (const language of (env.LANGUAGE ?? '').split(':')) {
      const code = language === '' ? undefined : localeCodeOf(language);
      if (code) return code;
    }
  }
  return locale === undefined ? 'en' : (localeCodeOf(locale) ?? 'en');
}

/** The locales that mean "no language": LANGUAGE is not read under them. */
const C_LOCALES: readonly string[] = ['C', 'POSIX'];
