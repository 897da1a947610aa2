// What an answer's body says in a sentence, for an error's message: the body's own `message` (or a nested
// or problem-document one) when it is JSON, else the text itself, an HTML page read as its title or its
// words. The body was redacted before it gets here; the message is escaped where the error is made.
import { cutText } from '@templint/core/internal';

/** The longest server text quoted in a message (characters). */
const MAX_SAID = 300;

/** The body's own message, when it has a short one; the first words of a text body. */
export function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return textMessage(body);
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  // `message`, a nested `error.message` or an `error` sentence, or a problem document's `detail` (RFC 9457).
  const nested = record.error !== null && typeof record.error === 'object' ? (record.error as Record<string, unknown>).message : record.error;
  for (const said of [record.message, nested, record.detail, record.title]) {
    if (typeof said === 'string' && said !== '') return cutText(said, MAX_SAID);
  }
  return undefined;
}

/**
 * A text body in a line: an HTML page (a proxy's 502) by its `<title>`, or its words without the tags
 * when it has none; other text with its runs of whitespace made one space. Undefined when nothing is left.
 */
function textMessage(text: string): string | undefined {
  let said = text;
  if (/^\s*</.test(text)) {
    const page = readPage(text);
    said = oneLine(page.title) === '' ? page.words : page.title;
  }
  said = oneLine(said);
  return said === '' ? undefined : cutText(said, MAX_SAID);
}

/**
 * An HTML page's title and its words, in one pass: tags and comments left out, and the content of
 * `<script>` and `<style>`; the title is the text between `<title>` and `</title>` (any letter case).
 */
function readPage(html: string): { readonly title: string; readonly words: string } {
  const lower = asciiLower(html);
  let words = '';
  let title = '';
  let inTitle = false;
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    const text = html.slice(index, open === -1 ? html.length : open);
    if (inTitle) title += text;
    words += `${text} `;
    if (open === -1) break;
    if (lower.startsWith('<title', open)) inTitle = true;
    else if (lower.startsWith('</title', open)) inTitle = false;
    const skipTo = lower.startsWith('<!--', open) ? '-->' : lower.startsWith('<script', open) ? '</script' : lower.startsWith('<style', open) ? '</style' : '>';
    const close = lower.indexOf(skipTo, open + 1);
    if (close === -1) break;
    const end = skipTo === '-->' ? close + 3 : lower.indexOf('>', close) + 1;
    index = end === 0 ? html.length : end;
  }
  return { title, words };
}

/** Runs of whitespace as one space, trimmed (a loop: no regex goes back over a long run). */
function oneLine(text: string): string {
  let out = '';
  let space = false;
  for (const character of text) {
    if (character === ' ' || character === '\t' || character === '\n' || character === '\r' || character === '\f') {
      space = out !== '';
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += character;
  }
  return out;
}

/** The text with A-Z in lowercase and nothing else changed, so its indices are the text's. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
