// `@templint/core/locale`: a locale made from its data. Its wording code (plural forms by the locale's
// code, its terms for the English words in `data`) lives here, beside the locales, so core's main entry
// carries none of it (issue 22).
import type { MessageData } from '../diagnostic.js';
import { compileMessage, fillMessage, type CompiledMessage, type MessageLanguage } from '../format-message.js';
import type { Locale, LocaleData } from './locale.js';
import { TERM_SLOTS } from './term-slots.js';

export type { Locale, LocaleData, LocaleMessages } from './locale.js';

/**
 * A locale from its code, messages and terms (the shipped locales are made so too). Throws a TypeError for
 * data that is not a locale's: a code that is not a BCP 47 tag (`pt_BR`), or messages that are not an object.
 */
export function defineLocale(data: LocaleData): Locale {
  // Read as any value: a caller's JavaScript (or a JSON settings file) may pass anything.
  const given: unknown = data;
  const { code, messages, terms } = (typeof given === 'object' && given !== null ? given : {}) as Partial<Record<keyof LocaleData, unknown>>;
  if (typeof code !== 'string' || typeof messages !== 'object' || messages === null) throw new TypeError('a locale needs a `code` (a BCP 47 tag such as "pt-BR") and `messages`');
  let plurals: Intl.PluralRules;
  try {
    plurals = new Intl.PluralRules(code);
  } catch {
    throw new TypeError(`locale code "${code}" is not a BCP 47 language tag such as "pt-BR"`);
  }
  const words = typeof terms === 'object' && terms !== null ? (terms as Readonly<Record<string, string>>) : undefined;
  const language: MessageLanguage = words ? { plurals: () => plurals, word: (value, slot) => (TERM_SLOTS.has(slot) ? termOf(value, words) : value) } : { plurals: () => plurals };
  // Each message split at its slots once, here (a few hundred per locale), not for every diagnostic.
  const compiled = new Map<string, CompiledMessage>();
  for (const [ruleId, rule] of Object.entries(data.messages) as [string, unknown][]) {
    if (typeof rule !== 'object' || rule === null) continue;
    for (const [messageId, template] of Object.entries(rule)) if (typeof template === 'string') compiled.set(`${ruleId}\0${messageId}`, compileMessage(template));
  }
  return Object.freeze({
    ...data,
    message(ruleId: string, messageId: string, values: MessageData | undefined): string | undefined {
      const parts = compiled.get(`${ruleId}\0${messageId}`);
      return parts && fillMessage(parts, values, language);
    },
  });
}

/**
 * A caller's location at the end of a label (`` `order_update` at templates/a.json:3:5 ``): what follows the
 * last ` at `, when it ends in `:line:column`. Read in code: a pattern for it backtracks (tests/regex-backtracking).
 */
function locationOf(value: string): { readonly before: string; readonly location: string } | undefined {
  const at = value.lastIndexOf(' at ');
  if (at === -1) return undefined;
  const location = value.slice(at + ' at '.length);
  const column = location.lastIndexOf(':');
  const line = location.lastIndexOf(':', column - 1);
  if (line <= 0 || !DIGITS.test(location.slice(line + 1, column)) || !DIGITS.test(location.slice(column + 1))) return undefined;
  return { before: value.slice(0, at + ' at '.length), location };
}

const DIGITS = /^\d+$/;

/**
 * A data value in the locale's words: its term as written, or its term with every number written as `#`,
 * every name in backticks as `` `*` `` and a caller's location (`templates/a.json:3:5`) as `@`
 * (`footer of carousel card #`, `the account's template `*` (id #)`, `` `*` at @ ``), the numbers, names
 * and location put back in order; the value itself when the locale has none.
 */
function termOf(value: string, terms: Readonly<Record<string, string>>): string {
  if (Object.hasOwn(terms, value)) return terms[value] ?? value;
  const located = locationOf(value);
  const location = located?.location;
  const rest = located?.before ?? value;
  // A name in backticks (a template's name in a set rule's label) or a run of digits.
  const parts: string[] = [];
  const key = `${rest.replace(/`[^`]*`|\d+/g, (part) => {
    parts.push(part);
    return part.startsWith('`') ? '`*`' : '#';
  })}${location === undefined ? '' : '@'}`;
  if ((parts.length === 0 && location === undefined) || !Object.hasOwn(terms, key)) return value;
  const numbers = parts.filter((part) => !part.startsWith('`'));
  const names = parts.filter((part) => part.startsWith('`'));
  let number = 0;
  let name = 0;
  // One pass over the term, so a name or location holding `#`, `*` or `@` is never read as a marker.
  return (terms[key] ?? value).replace(/`\*`|#|@/g, (marker) => (marker === '#' ? numbers[number++] : marker === '@' ? location : names[name++]) ?? marker);
}
