/** How a `{{...}}` placeholder is written. */
export type PlaceholderKind = 'numbered' | 'named' | 'malformed';

/** One `{{...}}` found in a text; `start`/`end` are UTF-16 offsets, `end` exclusive. */
export interface Placeholder {
  /** What stands between the braces, untrimmed. */
  readonly name: string;
  readonly kind: PlaceholderKind;
  readonly start: number;
  readonly end: number;
}

/**
 * A `{{` that is never closed, or a `}}` that was never opened. A run of them with nothing balanced in
 * between (`{{{{{{`, `{{a {{b {{c`, `}}}}`) is one entry spanning the run, so a text of a million stray
 * braces yields one entry, not half a million.
 */
export interface UnbalancedBrace {
  readonly kind: 'unclosed' | 'unopened';
  readonly start: number;
  readonly end: number;
}

/** Everything `parsePlaceholders` found in one text. */
export interface ParsedPlaceholders {
  readonly placeholders: readonly Placeholder[];
  readonly unbalanced: readonly UnbalancedBrace[];
}

const OPEN = 123; // {
const CLOSE = 125; // }

/**
 * Finds every `{{...}}` in a text with its offsets and kind, and every unbalanced `{{` or `}}`.
 * Runs in one forward pass (linear time, no regular expression), so adversarial input such as a
 * megabyte of `{` costs no more per byte than ordinary text.
 */
export function parsePlaceholders(text: string): ParsedPlaceholders {
  const placeholders: Placeholder[] = [];
  const unbalanced: UnbalancedBrace[] = [];
  // Nothing before the first brace matters, and most texts (button labels, URLs) have none: two native
  // searches find where to start, or that there is nothing to do.
  const length = text.length;
  // Where the next `{` and the next `}` are (-1: none left; -2: not looked for yet). Each is looked for
  // again only once the pass has gone past it, so the searches never read a stretch of the text twice: a
  // text of `{` with no `}` after them asks for the `}` once, not once per `{`.
  let nextOpen = -2;
  let nextClose = -2;
  const nextBrace = (from: number): number => {
    if (nextOpen !== -1 && nextOpen < from) nextOpen = text.indexOf('{', from);
    if (nextClose !== -1 && nextClose < from) nextClose = text.indexOf('}', from);
    if (nextOpen === -1) return nextClose === -1 ? length : nextClose;
    return nextClose === -1 || nextOpen < nextClose ? nextOpen : nextClose;
  };
  let index = nextBrace(0);
  if (index === length) return { placeholders, unbalanced };
  let openAt = -1;
  // The run of stray braces being collected: its kind, start and end (-1 when none is open).
  let runKind: UnbalancedBrace['kind'] = 'unclosed';
  let runStart = -1;
  let runEnd = -1;
  const stray = (kind: UnbalancedBrace['kind'], start: number, end: number): void => {
    // Unclosed openers extend their run until something balances; unopened closers only when adjacent.
    if (runStart !== -1 && runKind === kind && (kind === 'unclosed' || runEnd === start)) {
      runEnd = end;
      return;
    }
    if (runStart !== -1) unbalanced.push({ kind: runKind, start: runStart, end: runEnd });
    runKind = kind;
    runStart = start;
    runEnd = end;
  };
  const closeRun = (): void => {
    if (runStart !== -1) unbalanced.push({ kind: runKind, start: runStart, end: runEnd });
    runStart = -1;
  };
  while (index < length - 1) {
    const code = text.charCodeAt(index);
    if (code === OPEN && text.charCodeAt(index + 1) === OPEN) {
      if (openAt !== -1) stray('unclosed', openAt, openAt + 2);
      openAt = index;
      index += 2;
    } else if (code === CLOSE && text.charCodeAt(index + 1) === CLOSE) {
      if (openAt === -1) {
        stray('unopened', index, index + 2);
      } else {
        closeRun();
        const name = text.slice(openAt + 2, index);
        placeholders.push({ name, kind: placeholderKind(name), start: openAt, end: index + 2 });
        openAt = -1;
      }
      index += 2;
    } else {
      index += 1;
      // Text between braces (a word, a sentence) is jumped over by native search; a brace right here (as
      // in `{{a{{a`) is taken by the loop without one.
      const next = text.charCodeAt(index);
      if (next !== OPEN && next !== CLOSE && index < length) index = nextBrace(index);
    }
  }
  if (openAt !== -1) stray('unclosed', openAt, openAt + 2);
  closeRun();
  return { placeholders, unbalanced };
}

/**
 * Classifies a placeholder's inner text: digits only is numbered, lowercase letters, digits and
 * underscores (not digits only) is named, anything else (empty, spaces, capitals, punctuation) is
 * malformed.
 */
export function placeholderKind(name: string): PlaceholderKind {
  if (name.length === 0) return 'malformed';
  let digitsOnly = true;
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code >= 48 && code <= 57) continue;
    digitsOnly = false;
    const lowercase = code >= 97 && code <= 122;
    if (!lowercase && code !== 95) return 'malformed';
  }
  return digitsOnly ? 'numbered' : 'named';
}
