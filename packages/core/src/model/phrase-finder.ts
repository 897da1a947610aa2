// Finds listed phrases in a message text, as whole words, outside its `{{variables}}`: the one matcher of
// the category hints. A phrase list becomes one regular expression of literal alternatives, ignoring case;
// whether a match stands as whole words is read in code, beside the match, not by lookarounds in the
// pattern: a case-insensitive Unicode word class around each of 28 alternatives took V8 about 15 ms to
// compile per pattern and subject width, the largest part of a short run's warm-up (docs/performance.md).
import type { Placeholder } from '../placeholders/parse-placeholders.js';

/** A letter, combining mark or digit: what a phrase must not touch on either side. */
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;

/** A phrase found: what it says as written, and its `[start, end)` offsets in the text. */
export interface FoundPhrase {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A matcher of one phrase list; made once per rule, it keeps no state a call can see. */
export type PhraseFinder = (text: string, placeholders: readonly Placeholder[]) => FoundPhrase | undefined;

/** One phrase as the finder reads it: its pattern source and which of its ends must stand apart from a word. */
interface PhraseShape {
  readonly source: string;
  readonly boundedBefore: boolean;
  readonly boundedAfter: boolean;
}

/** The patterns of a list, as plain strings. */
interface PhrasePatterns {
  /** Every phrase, as alternatives in list order: where a phrase may start. */
  readonly any: string;
  readonly shapes: readonly PhraseShape[];
}

const FLAGS = 'iu';

/**
 * A finder of the first phrase of `phrases` in a text, ignoring case, as whole words: the leftmost place
 * where a phrase stands apart from the words around it, and there the first phrase of the list that does.
 * A phrase that starts or ends with a non-word character (`% off`) is bounded only on its word side.
 */
export function phraseFinder(phrases: readonly string[]): PhraseFinder {
  if (phrases.length === 0) return () => undefined;
  const patterns = phrasePatterns(phrases);
  // Made once: without the `g` or `y` flag a RegExp keeps no state between calls. Most texts hold no
  // phrase at all, and a phrase found most often stands as whole words: this one search answers them.
  const first = new RegExp(patterns.any, FLAGS);
  return (text, placeholders) => {
    const blank = blankPlaceholders(text, placeholders);
    const match = first.exec(blank);
    if (match === null) return undefined;
    return firstStandingAt(blank, match.index, patterns) ?? laterStanding(blank, match.index, patterns);
  };
}

/**
 * The first phrase that stands as whole words after a place where one matched but did not (`passcodes`):
 * searched on with a pattern of this call's own, whose `lastIndex` no other call sees.
 */
function laterStanding(text: string, after: number, patterns: PhrasePatterns): FoundPhrase | undefined {
  const candidates = new RegExp(patterns.any, `g${FLAGS}`);
  candidates.lastIndex = after + Math.max(codePointAt(text, after).length, 1);
  for (let match = candidates.exec(text); match !== null; match = candidates.exec(text)) {
    const found = firstStandingAt(text, match.index, patterns);
    if (found !== undefined) return found;
    candidates.lastIndex = match.index + Math.max(codePointAt(text, match.index).length, 1);
  }
  return undefined;
}

/** The first phrase of the list that matches at `start` and stands apart from the words around it. */
function firstStandingAt(text: string, start: number, patterns: PhrasePatterns): FoundPhrase | undefined {
  for (const shape of patterns.shapes) {
    const sticky = new RegExp(shape.source, `y${FLAGS}`);
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    if (match === null) continue;
    const end = start + match[0].length;
    if (shape.boundedBefore && isWordCharacter(codePointBefore(text, start))) continue;
    if (shape.boundedAfter && isWordCharacter(codePointAt(text, end))) continue;
    return { text: match[0], start, end };
  }
  return undefined;
}

function phrasePatterns(phrases: readonly string[]): PhrasePatterns {
  const shapes = phrases.map((listed): PhraseShape => {
    const phrase = listed.normalize('NFC');
    return {
      source: escape(phrase),
      boundedBefore: isWordCharacter(codePointAt(phrase, 0)),
      boundedAfter: isWordCharacter(codePointBefore(phrase, phrase.length)),
    };
  });
  return { any: shapes.map((shape) => shape.source).join('|'), shapes };
}

/**
 * A phrase (composed, NFC) as a pattern: its characters literally, a space matching one space or hyphen,
 * and an accented letter matching it composed (`á`) or as its letter and combining marks (`a` U+0301, as
 * text pasted in decomposed form, NFD, holds it): both show the same word to the reader and the reviewer.
 */
function escape(phrase: string): string {
  let source = '';
  for (const character of phrase) {
    const literal = character.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    const decomposed = character.normalize('NFD');
    source += character === ' ' ? '[ \\-]' : decomposed === character ? literal : `(?:${literal}|${decomposed})`;
  }
  return source;
}

function isWordCharacter(character: string): boolean {
  return character !== '' && WORD_CHARACTER.test(character);
}

/** The whole character (a surrogate pair together) that starts at `index`; '' past the end. */
function codePointAt(text: string, index: number): string {
  const point = text.codePointAt(index);
  return point === undefined ? '' : String.fromCodePoint(point);
}

/** The whole character that ends at `index`; '' at the start. */
function codePointBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const low = text.charCodeAt(index - 1);
  const pairStart = index - 2;
  if (low >= 0xdc00 && low <= 0xdfff && pairStart >= 0) {
    const high = text.charCodeAt(pairStart);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(pairStart, index);
  }
  return text.slice(index - 1, index);
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
