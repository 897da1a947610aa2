// Finds listed phrases in a message text, as whole words, outside its `{{variables}}`: the one matcher of
// the category hints. A phrase list becomes one regular expression of literal alternatives between
// lookarounds (no quantifier at all), so matching is linear in the text for a given list.
import type { Placeholder } from '../placeholders/parse-placeholders.js';

/** A letter, combining mark or digit: what a phrase must not touch on either side. */
const WORD = '[\\p{L}\\p{M}\\p{N}]';

/** A phrase found: what it says as written, and its `[start, end)` offsets in the text. */
export interface FoundPhrase {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A matcher of one phrase list; made once per rule (a `RegExp` without the `g` or `y` flag keeps no state). */
export type PhraseFinder = (text: string, placeholders: readonly Placeholder[]) => FoundPhrase | undefined;

function escape(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replaceAll(' ', '[ \\-]');
}

/**
 * A finder of the first phrase of `phrases` in a text, ignoring case; a phrase that starts or ends with a
 * non-word character (`% off`) is bounded only on its word side.
 */
export function phraseFinder(phrases: readonly string[]): PhraseFinder {
  if (phrases.length === 0) return () => undefined;
  // Built on the first text, not when the rule's module loads: a case-insensitive Unicode pattern of every
  // phrase took 15% of the ESLint plugin's import (pnpm bench, section e), and most runs never reach a
  // utility or marketing body. Built once, then only read: no state a call can see.
  let pattern: RegExp | undefined;
  return (text, placeholders) => {
    pattern ??= phrasePattern(phrases);
    const match = pattern.exec(blankPlaceholders(text, placeholders));
    return match ? { text: match[0], start: match.index, end: match.index + match[0].length } : undefined;
  };
}

function phrasePattern(phrases: readonly string[]): RegExp {
  const alternatives = phrases.map((phrase) => {
    const before = /^[\p{L}\p{M}\p{N}]/u.test(phrase) ? `(?<!${WORD})` : '';
    const after = /[\p{L}\p{M}\p{N}]$/u.test(phrase) ? `(?!${WORD})` : '';
    return `${before}${escape(phrase)}${after}`;
  });
  return new RegExp(`(?:${alternatives.join('|')})`, 'iu');
}

/** The text with each placeholder replaced by spaces of its length, so offsets hold and no name is read as words. */
export function blankPlaceholders(text: string, placeholders: readonly Placeholder[]): string {
  if (placeholders.length === 0) return text;
  let result = '';
  let from = 0;
  for (const { start, end } of placeholders) {
    result += text.slice(from, start) + ' '.repeat(end - start);
    from = end;
  }
  return result + text.slice(from);
}
