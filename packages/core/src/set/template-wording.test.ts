import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parsePlaceholders } from '../placeholders/parse-placeholders.js';
import { templateWording } from './template-wording.js';

describe('templateWording', () => {
  test('reads whitespace runs as one space and trims the ends', () => {
    expect(templateWording(' Hi  there,\n\tfriend ', 'Bye\n')).toBe(templateWording('Hi there, friend', 'Bye'));
  });

  test('compares variables by position, not by name', () => {
    expect(templateWording('Hi {{first_name}}, order {{order_id}}.', undefined)).toBe(templateWording('Hi {{1}}, order {{2}}.', undefined));
    expect(templateWording('Hi {{2}}, order {{1}}.', undefined)).toBe(templateWording('Hi {{1}}, order {{2}}.', undefined));
  });

  test('keeps case, punctuation, and which text is body and which footer', () => {
    expect(templateWording('Hi there', undefined)).not.toBe(templateWording('hi there', undefined));
    expect(templateWording('Hi there.', undefined)).not.toBe(templateWording('Hi there', undefined));
    expect(templateWording('Hi', 'there')).not.toBe(templateWording('Hi there', undefined));
  });

  test.prop([fc.string(), fc.string(), fc.constantFrom(' ', '  ', '\n', '\t \n')])('inserting more whitespace next to a space changes nothing', (a, b, extra) => {
    expect(templateWording(`${a} ${extra}${b}`, undefined)).toBe(templateWording(`${a} ${b}`, undefined));
  });

  // A reference written the plain way (fine here: the inputs are small): the placeholders numbered, then
  // every run of JavaScript's whitespace one space, the ends trimmed.
  const reference = (text: string): string => {
    let position = 0;
    let out = '';
    let from = 0;
    for (const placeholder of parsePlaceholders(text).placeholders) {
      position += 1;
      out += `${text.slice(from, placeholder.start)}{{${String(position)}}}`;
      from = placeholder.end;
    }
    return (out + text.slice(from)).replace(/\s+/gu, ' ').trim();
  };
  const wordingText = fc.array(fc.constantFrom('a', 'B', ' ', '  ', '\n', '\t', '\u00a0', '\u2003', '{{1}}', '{{name}}', '{{', '}}', '.', 'é', '\ud83d\ude00'), { maxLength: 30 }).map((parts) => parts.join(''));

  test.prop([wordingText, fc.option(wordingText, { nil: undefined })])('is the plain reading of the body and the footer, as one key', (body, footer) => {
    expect(templateWording(body, footer)).toBe(JSON.stringify([reference(body), footer === undefined ? '' : reference(footer)]));
  });

  test.prop([wordingText, wordingText])('gives the same key with the placeholders handed in as parsed by itself', (body, footer) => {
    expect(templateWording(body, footer, parsePlaceholders(body).placeholders, parsePlaceholders(footer).placeholders)).toBe(templateWording(body, footer));
  });
});
