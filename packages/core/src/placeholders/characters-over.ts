import { countCharacters } from './count-characters.js';

/**
 * A text's length as the spec counts it (`countCharacters`) when it is over `limit`; undefined when it is
 * within. A text no longer than the limit in UTF-16 units is within it without counting (a character or a
 * variable is at least one unit), so the length rules pay for counting only on long texts.
 */
export function charactersOver(text: string, limit: number): number | undefined {
  if (text.length <= limit) return undefined;
  const count = countCharacters(text);
  return count > limit ? count : undefined;
}
