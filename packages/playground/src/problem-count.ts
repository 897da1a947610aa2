import { problemCounts } from '@templint/lint/text';
import type { PageWords } from './page-words.js';

/**
 * The editor heading's count of problems: `no problems`, or `1 error, 2 warnings` in the words of the CLI's
 * summary line, in the words' language.
 */
export function problemCountText(errors: number, warnings: number, words: PageWords): string {
  return errors + warnings === 0 ? words.noProblems : problemCounts(words.code, errors, warnings);
}
