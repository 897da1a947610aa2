import type { MessageData } from './diagnostic.js';

const DATA_SLOT = /\{\{([^{}]+)\}\}/;

/**
 * A message template read once: its texts, and between each two a slot, its plural forms looked up ahead,
 * so filling it for a diagnostic parses nothing.
 */
export interface CompiledMessage {
  /** The text before the first slot, between each two, and after the last (one more than `slots`). */
  readonly texts: readonly string[];
  readonly slots: readonly MessageSlot[];
}

/** A `{{slot}}` of a message: the data name it reads, and for a plural choice its forms. */
interface MessageSlot {
  /** As written between the braces (an unknown name is left as written). */
  readonly written: string;
  readonly key: string;
  /** A plural choice's forms by category, the first of each category kept; undefined for a plain slot. */
  readonly forms: ReadonlyMap<string, string> | undefined;
  /** The last `other` form: what a category the choice does not name takes. */
  readonly other: string;
}

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
  const parts = template.split(DATA_SLOT);
  const texts: string[] = [];
  const slots: MessageSlot[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    if (index % 2 === 0) texts.push(part);
    else slots.push(slotOf(part));
  }
  return { texts, slots };
}

function slotOf(written: string): MessageSlot {
  const key = slotKey(written);
  const bar = written.indexOf('|');
  if (bar === -1) return { written, key, forms: undefined, other: '' };
  const forms = new Map<string, string>();
  let other = '';
  for (const form of written.slice(bar + 1).split('|')) {
    const colon = form.indexOf(':');
    const name = form.slice(0, colon).trim();
    const text = form.slice(colon + 1);
    if (!forms.has(name)) forms.set(name, text);
    if (name === 'other') other = text;
  }
  return { written, key, forms, other };
}

/** The data name a slot reads: `count` for both `{{count}}` and the plural choice `{{count|one:card|other:cards}}`. */
export function slotKey(slot: string): string {
  const bar = slot.indexOf('|');
  return (bar === -1 ? slot : slot.slice(0, bar)).trim();
}

/** The data names a message template reads, in order (a name may repeat). */
export function messageSlots(template: string): string[] {
  return compileMessage(template).slots.map((slot) => slot.key);
}

/**
 * Fills a compiled template's slots from `data` in one pass; unknown names are left as written. A slot
 * `{{count|one:card|other:cards}}` is a plural choice: the form `Intl.PluralRules` picks for `count`'s
 * number (`other` when the language has no form of that category). Without a language, English.
 */
export function fillMessage(message: CompiledMessage, data: MessageData | undefined, language?: MessageLanguage): string {
  const { texts, slots } = message;
  let filled = texts[0] ?? '';
  for (let index = 0; index < slots.length; index += 1) {
    const slot = slots[index];
    if (slot === undefined) continue;
    let value = `{{${slot.written}}}`;
    if (data !== undefined && Object.hasOwn(data, slot.key)) {
      const given = data[slot.key] ?? '';
      if (slot.forms !== undefined) value = pluralForm(slot, Number(given), language);
      else value = typeof given === 'string' && language?.word ? language.word(given, slot.key) : String(given);
    }
    filled += value + (texts[index + 1] ?? '');
  }
  return filled;
}

/** English plural categories, made once: a PluralRules object holds no state, and making one per message cost 3% of an ESLint run. */
const ENGLISH_PLURALS = new Intl.PluralRules('en');

/** The form of a plural choice that the language's plural rules choose for `count`. */
function pluralForm(slot: MessageSlot, count: number, language: MessageLanguage | undefined): string {
  const category = Number.isFinite(count) ? (language ? language.plurals() : ENGLISH_PLURALS).select(count) : 'other';
  return slot.forms?.get(category) ?? slot.other;
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
  const choices: Record<string, string> = {};
  for (const { written, forms } of compileMessage(template).slots) {
    const name = written.trim();
    if (forms !== undefined) choices[name] = fillMessage(compileMessage(`{{${name}}}`), data);
  }
  return choices;
}

/** Fills a template as `formatMessage` does, with the plural forms of the language `code` (BCP 47). */
export function formatMessageIn(code: string, template: string, data: MessageData): string {
  let plurals: Intl.PluralRules | undefined;
  return fillMessage(compileMessage(template), data, { plurals: () => (plurals ??= new Intl.PluralRules(code)) });
}
