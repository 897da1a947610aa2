import { withEachFixOnce } from '../lint-result.js';
import type { FormatterFactory } from './formatter.js';

/** ESLint's JSON formatter shape: an array of results, written one file at a time. */
export const json: FormatterFactory = () => {
  let first = true;
  return {
    printsFixes: true,
    start: () => '[',
    file(result) {
      // A text edit shared by several messages is written on the first (withEachFixOnce: a report of N
      // copies of a body grew with the square of the body, and past 512 MB ended in "internal error").
      const text = (first ? '' : ',') + JSON.stringify(withEachFixOnce(result));
      first = false;
      return text;
    },
    end: () => ']\n',
  };
};
