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

/** A `{{` that is never closed, or a `}}` that was never opened. */
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
  const length = text.length;
  let openAt = -1;
  let index = 0;
  while (index < length - 1) {
    const code = text.charCodeAt(index);
    if (code === OPEN && text.charCodeAt(index + 1) === OPEN) {
      if (openAt !== -1) unbalanced.push({ kind: 'unclosed', start: openAt, end: openAt + 2 });
      openAt = index;
      index += 2;
    } else if (code === CLOSE && text.charCodeAt(index + 1) === CLOSE) {
      if (openAt === -1) {
        unbalanced.push({ kind: 'unopened', start: index, end: index + 2 });
      } else {
        const name = text.slice(openAt + 2, index);
        placeholders.push({ name, kind: placeholderKind(name), start: openAt, end: index + 2 });
        openAt = -1;
      }
      index += 2;
    } else {
      index += 1;
    }
  }
  if (openAt !== -1) unbalanced.push({ kind: 'unclosed', start: openAt, end: openAt + 2 });
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
