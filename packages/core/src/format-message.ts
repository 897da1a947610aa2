import type { MessageData } from './diagnostic.js';

const DATA_SLOT = /\{\{([^{}]+)\}\}/;

/** A message template split once into text and slot names: `[text, name, text, name, …, text]`. */
export type CompiledMessage = readonly string[];

/**
 * What filling a message needs of its language: its plural rules (made only when a message asks for a
 * plural form) and its word for an English word rules put in `data` (`Locale.terms`, read by defineLocale).
 */
export interface MessageLanguage {
  readonly plurals: () => Intl.PluralRules;
  readonly word?: (value: string, slot: string) => string;
}

/** Splits a message template at its `{{slots}}`; a validator does it once per template. */
export function compileMessage(template: string): CompiledMessage {
  return template.split(DATA_SLOT);
}

/** The data name a slot reads: `count` for both `{{count}}` and the plural choice `{{count|one:card|other:cards}}`. */
export function slotKey(slot: string): string {
  const bar = slot.indexOf('|');
  return (bar === -1 ? slot : slot.slice(0, bar)).trim();
}

/** The data names a message template reads, in order (a name may repeat). */
export function messageSlots(template: string): string[] {
  const parts = compileMessage(template);
  const names: string[] = [];
  for (let index = 1; index < parts.length; index += 2) names.push(slotKey(parts[index] ?? ''));
  return names;
}

/**
 * Fills a compiled template's slots from `data` in one pass; unknown names are left as written. A slot
 * `{{count|one:card|other:cards}}` is a plural choice: the form `Intl.PluralRules` picks for `count`'s
 * number (`other` when the language has no form of that category). Without a language, English.
 */
export function fillMessage(parts: CompiledMessage, data: MessageData | undefined, language?: MessageLanguage): string {
  let message = parts[0] ?? '';
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] ?? '';
    const key = slotKey(name);
    const bar = name.indexOf('|');
    let filled = `{{${name}}}`;
    if (data !== undefined && Object.hasOwn(data, key)) {
      const value = data[key] ?? '';
      if (bar !== -1) filled = pluralForm(name.slice(bar + 1), Number(value), language);
      else filled = typeof value === 'string' && language?.word ? language.word(value, key) : String(value);
    }
    message += filled + (parts[index + 1] ?? '');
  }
  return message;
}

/** English plural categories, made once: a PluralRules object holds no state, and making one per message cost 3% of an ESLint run. */
const ENGLISH_PLURALS = new Intl.PluralRules('en');

/** The form of `one:card|other:cards` that the language's plural rules choose for `count`. */
function pluralForm(forms: string, count: number, language: MessageLanguage | undefined): string {
  const category = Number.isFinite(count) ? (language ? language.plurals() : ENGLISH_PLURALS).select(count) : 'other';
  let other = '';
  for (const form of forms.split('|')) {
    const colon = form.indexOf(':');
    const name = form.slice(0, colon).trim();
    const text = form.slice(colon + 1);
    if (name === category) return text;
    if (name === 'other') other = text;
  }
  return other;
}

/**
 * Fills a message template's `{{name}}` slots from `data` in one pass, exactly as ESLint does, so a
 * value that itself contains `{{1}}` is never expanded again. Unknown names are left as written; a plural
 * choice `{{count|one:card|other:cards}}` takes its English form.
 */
export function formatMessage(template: string, data: MessageData | undefined): string {
  return data ? fillMessage(compileMessage(template), data) : template;
}

/**
 * The English form each plural choice of `template` takes for `data`, keyed by the choice as written
 * (`count|one:card|other:cards`): added to `data`, it lets ESLint's own interpolation word the message as core does.
 */
export function pluralChoices(template: string, data: MessageData): Record<string, string> {
  const parts = compileMessage(template);
  const choices: Record<string, string> = {};
  for (let index = 1; index < parts.length; index += 2) {
    const name = (parts[index] ?? '').trim();
    if (name.includes('|')) choices[name] = fillMessage(['', name, ''], data);
  }
  return choices;
}

/** Fills a template as `formatMessage` does, with the plural forms of the language `code` (BCP 47). */
export function formatMessageIn(code: string, template: string, data: MessageData): string {
  let plurals: Intl.PluralRules | undefined;
  return fillMessage(compileMessage(template), data, { plurals: () => (plurals ??= new Intl.PluralRules(code)) });
}
