import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
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
});
