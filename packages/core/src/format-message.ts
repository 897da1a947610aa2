import type { MessageData } from './diagnostic.js';

const DATA_SLOT = /\{\{([^{}]+)\}\}/;

/** A template split once into text and slot names: `[text, name, text, name, …, text]`. */
const compiled = new Map<string, readonly string[]>();
/** The rules have a few hundred templates; callers' own templates beyond this are split every time. */
const MAX_COMPILED = 2048;

/**
 * Fills a message template's `{{name}}` slots from `data` in one pass, exactly as ESLint does, so a
 * value that itself contains `{{1}}` is never expanded again. Unknown names are left as written.
 */
export function formatMessage(template: string, data: MessageData | undefined): string {
  if (!data) return template;
  // Templates are the rules' few hundred message strings: each is split once, not on every report.
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(DATA_SLOT);
    if (compiled.size < MAX_COMPILED) compiled.set(template, parts);
  }
  let message = parts[0] ?? '';
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] ?? '';
    const key = name.trim();
    message += (Object.hasOwn(data, key) ? String(data[key]) : `{{${name}}}`) + (parts[index + 1] ?? '');
  }
  return message;
}
