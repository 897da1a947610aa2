import type { MessageData } from './diagnostic.js';

const DATA_SLOT = /\{\{([^{}]+)\}\}/g;

/**
 * Fills a message template's `{{name}}` slots from `data` in one pass, exactly as ESLint does, so a
 * value that itself contains `{{1}}` is never expanded again. Unknown names are left as written.
 */
export function formatMessage(template: string, data: MessageData | undefined): string {
  if (!data) return template;
  return template.replace(DATA_SLOT, (slot, name: string) => {
    const key = name.trim();
    return Object.hasOwn(data, key) ? String(data[key]) : slot;
  });
}
