/**
 * Maps an offset inside a decoded JSON string value to the offset in the string's source text, where
 * escapes such as `\n` or `\u00e9` take more characters than the one they stand for. `source` is the
 * whole JSON text and `quoteOffset` the offset of the string's opening quote.
 */
export function sourceOffsetInString(source: string, quoteOffset: number, decodedOffset: number): number {
  return skipDecoded(source, quoteOffset + 1, decodedOffset);
}

/**
 * The source offset `count` decoded characters after `sourceIndex` (which must be inside a string, not
 * inside an escape): lets a caller go on from an offset it has already mapped.
 */
export function skipDecoded(source: string, sourceIndex: number, count: number): number {
  let index = sourceIndex;
  for (let decoded = 0; decoded < count; decoded += 1) {
    if (source.charCodeAt(index) !== 92 /* \ */) {
      index += 1;
    } else {
      index += source.charCodeAt(index + 1) === 117 /* u */ ? 6 : 2;
    }
  }
  return index;
}
