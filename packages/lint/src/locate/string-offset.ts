/**
 * Maps an offset inside a decoded JSON string value to the offset in the string's source text, where
 * escapes such as `\n` or `\u00e9` take more characters than the one they stand for. `source` is the
 * whole JSON text and `quoteOffset` the offset of the string's opening quote.
 */
export function sourceOffsetInString(source: string, quoteOffset: number, decodedOffset: number): number {
  let sourceIndex = quoteOffset + 1;
  for (let decoded = 0; decoded < decodedOffset; decoded += 1) {
    if (source.charCodeAt(sourceIndex) !== 92 /* \ */) {
      sourceIndex += 1;
    } else {
      sourceIndex += source.charCodeAt(sourceIndex + 1) === 117 /* u */ ? 6 : 2;
    }
  }
  return sourceIndex;
}
