import { lineAndColumn } from '../syntax/line-column.js';
import { NOT_UTF8_PREFIX } from '../fatal-problem.js';

/** A file's text, or where its bytes stop being UTF-8. */
export type Decoded = { readonly text: string } | { readonly problem: { readonly message: string; readonly line: number; readonly column: number } };

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decodes a file's bytes as UTF-8, refusing anything else: decoding leniently would turn each bad byte
 * into U+FFFD, and `--fix` would then write those over the user's text. A byte-order mark is kept in the
 * text (lintText skips it, as ESLint does, and --fix writes it back). On a bad byte the problem says where:
 * its line, its column (in characters, as every other position) and its byte offset.
 */
export function decodeUtf8(bytes: Uint8Array): Decoded {
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    const offset = firstInvalidByte(bytes);
    const before = decoder.decode(bytes.subarray(0, offset));
    const { line, column } = lineAndColumn(before, before.length);
    const byte = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return {
      problem: {
        message: `${NOT_UTF8_PREFIX}byte 0x${byte} at line ${String(line)}, column ${String(column)} (byte offset ${String(offset)}).${utf16Hint(bytes)} Save it as UTF-8; templint does not read or rewrite other encodings.`,
        line,
        column,
      },
    };
  }
}

/** What a UTF-16 byte-order mark tells: PowerShell's `>` writes UTF-16, which people rarely know. */
function utf16Hint(bytes: Uint8Array): string {
  return utf16Encoding(bytes) === undefined ? '' : ' It starts with a UTF-16 byte-order mark (as PowerShell\'s `>` writes).';
}

function utf16Encoding(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/**
 * Bytes that are not UTF-8, read leniently (as UTF-16 after its byte-order mark, else as latin-1) only to
 * ask whether they name a create request's keys; never to lint or write.
 */
export function lenientText(bytes: Uint8Array): string {
  return new TextDecoder(utf16Encoding(bytes) ?? 'latin1').decode(bytes);
}

/** The offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
export function firstInvalidByte(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    // Well-formed sequences (Unicode table 3-7): the lead byte fixes the length and the second byte's range.
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return index;
    for (let next = 1; next < length; next += 1) {
      const byte = bytes[index + next];
      if (byte === undefined) return index;
      if (next === 1 ? byte < low || byte > high : byte < 0x80 || byte > 0xbf) return index;
    }
    index += length;
  }
  return bytes.length;
}
