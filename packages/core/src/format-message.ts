import type { MessageData } from './diagnostic.js';

const DATA_SLOT = /\{\{([^{}]+)\}\}/;

/** A message template split once into text and slot names: `[text, name, text, name, …, text]`. */
export type CompiledMessage = readonly string[];

/** Splits a message template at its `{{name}}` slots; a validator does it once per template. */
export function compileMessage(template: string): CompiledMessage {
  return template.split(DATA_SLOT);
}

/** The slot names of a message template, in order (a name may repeat). */
export function messageSlots(template: string): string[] {
  const parts = compileMessage(template);
  const names: string[] = [];
  for (let index = 1; index < parts.length; index += 2) names.push((parts[index] ?? '').trim());
  return names;
}

/** Fills a compiled template's slots from `data` in one pass; unknown names are left as written. */
export function fillMessage(parts: CompiledMessage, data: MessageData | undefined): string {
  let message = parts[0] ?? '';
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] ?? '';
    const key = name.trim();
    message += (data !== undefined && Object.hasOwn(data, key) ? String(data[key]) : `{{${name}}}`) + (parts[index + 1] ?? '');
  }
  return message;
}

/**
 * Fills a message template's `{{name}}` slots from `data` in one pass, exactly as ESLint does, so a
 * value that itself contains `{{1}}` is never expanded again. Unknown names are left as written.
 */
export function formatMessage(template: string, data: MessageData | undefined): string {
  return data ? fillMessage(compileMessage(template), data) : template;
}
