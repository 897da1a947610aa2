import type { FormatterFactory } from './formatter.js';

/** ESLint's JSON formatter shape: an array of results, written one file at a time. */
export const json: FormatterFactory = () => {
  let first = true;
  return {
    printsFixes: true,
    start: () => '[',
    file(result) {
      const text = (first ? '' : ',') + JSON.stringify(result);
      first = false;
      return text;
    },
    end: () => ']\n',
  };
};
