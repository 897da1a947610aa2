/**
 * Characters a terminal or a log viewer acts on instead of showing: C0 controls (ESC starts colour, cursor
 * and OSC sequences such as a window title; CR returns to the line's start, a line break fakes a line),
 * DEL, C1 controls (U+009B is a one-character CSI), the line and paragraph separators, and the bidi
 * overrides and isolates that reorder what is shown ("Trojan Source"); and half a surrogate pair (a JSON
 * `"\ud800"`), which a terminal can only show as U+FFFD, a character nobody can find in the file or type.
 * One character class, or a surrogate with a one-unit look on its other side; no quantifier.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text someone else controls (a user's keys, values and file names in the CLI's output; a server's words in
 * the client's error messages) made safe to print: each unsafe character is shown as its `\uXXXX` escape,
 * everything else as it is. The one printer the stylish and github formats and the client's errors use, so
 * no template or server can set a terminal's title, clear its screen or print a fake "all clean" line.
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, escapedCharacter);
}

/** A UTF-16 unit written as its escape, `\\u202E`: how templint shows a character it must not print as it is. */
export function escapedCharacter(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A text of many lines (a `--fix-dry-run` diff) made safe to print line by line: its line breaks kept, and
 * a carriage return before one (a CRLF file's line end, harmless on a terminal), every other unsafe
 * character escaped as `terminalSafe` does.
 */
export function terminalSafeLines(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.endsWith('\r') ? `${terminalSafe(line.slice(0, -1))}\r` : terminalSafe(line)))
    .join('\n');
}
