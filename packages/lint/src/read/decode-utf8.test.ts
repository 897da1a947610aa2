import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { decodeUtf8, firstInvalidByte } from './decode-utf8.js';

const strict = new TextDecoder('utf-8', { fatal: true });
function decodes(bytes: Uint8Array): boolean {
  try {
    strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

describe('decodeUtf8', () => {
  test('decodes UTF-8 and keeps a byte-order mark', () => {
    expect(decodeUtf8(Buffer.from('\uFEFF{"a": "é😀"}'))).toEqual({ text: '\uFEFF{"a": "é😀"}' });
  });

  test('says where a latin-1 byte is: line, column in characters, byte offset', () => {
    const bytes = Buffer.concat([Buffer.from('{\r\n  "é": "caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    expect(decodeUtf8(bytes)).toEqual({
      problem: {
        message: 'The file is not valid UTF-8: byte 0xE9 at line 2, column 12 (byte offset 15). Save it as UTF-8; templint does not read or rewrite other encodings.',
        line: 2,
        column: 12,
      },
    });
  });

  test('finds overlong forms, surrogates, truncated sequences and stray continuation bytes', () => {
    for (const [bytes, offset] of [
      [[0x61, 0xc0, 0xaf], 1],
      [[0xed, 0xa0, 0x80], 0],
      [[0x61, 0x62, 0xe2, 0x82], 2],
      [[0x80], 0],
      [[0xf4, 0x90, 0x80, 0x80], 0],
      [[0xf0, 0x9f, 0x98, 0x80, 0xff], 4],
    ] as [number[], number][]) {
      expect(firstInvalidByte(new Uint8Array(bytes))).toBe(offset);
    }
  });

  test.prop([fc.uint8Array({ maxLength: 24 })])('finds a bad byte exactly when the strict decoder refuses, and the prefix before it decodes', (bytes) => {
    const offset = firstInvalidByte(bytes);
    expect(offset === bytes.length).toBe(decodes(bytes));
    expect(decodes(bytes.subarray(0, offset))).toBe(true);
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })])('points at a byte 0xFF put between any two texts', (before, after) => {
    const bytes = Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]);
    expect(firstInvalidByte(bytes)).toBe(Buffer.byteLength(before));
  });
});
