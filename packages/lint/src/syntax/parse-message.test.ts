import { describe, expect, test } from 'vitest';
import { lintText } from '../text.js';

const parsingError = (text: string): string | undefined => lintText(text, { filePath: 'template.json' }).messages[0]?.message;

describe('cleanParseMessage', () => {
  test('names a no-break space pasted between tokens by its code point, not as an invisible character in quotes', () => {
    expect(parsingError('{\u00a0"a": 1}')).toBe('Parsing error: Unexpected character U+00A0 (a no-break space) found; between values JSON allows only spaces, tabs and line breaks.');
  });

  test('names a zero-width space and a line separator, which show as nothing', () => {
    expect(parsingError('{\u200b"a": 1}')).toBe('Parsing error: Unexpected character U+200B (a zero-width space) found; between values JSON allows only spaces, tabs and line breaks.');
    expect(parsingError('\u2028{}')).toBe('Parsing error: Unexpected character U+2028 (a line separator) found; between values JSON allows only spaces, tabs and line breaks.');
  });

  test('says a curly quote is not the straight quote JSON needs', () => {
    expect(parsingError('{“a”: 1}')).toBe('Parsing error: Unexpected character \'“\' (U+201C, a curly quote) found; JSON needs straight quotes (" around keys and texts).');
  });

  test('gives other letters their code point, never half of an emoji, and leaves ASCII as momoa says it', () => {
    expect(parsingError('{"a": न}')).toBe("Parsing error: Unexpected character 'न' (U+0928) found.");
    expect(parsingError('{"a": 1}😀')).toBe('Parsing error: Unexpected character (an emoji, or another character outside the Basic Multilingual Plane) found.');
    expect(parsingError('{"a": x}')).toBe("Parsing error: Unexpected character 'x' found.");
  });
});
