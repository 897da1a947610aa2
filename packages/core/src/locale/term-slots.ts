/**
 * The `data` slots whose values are English words a person reads (a place such as `footer of carousel card
 * 2`, a kind, a label naming another template, a reason): a locale's `terms` reword only these. Every other
 * slot (a name, a text, a count, an id) is the user's or the spec's and is shown as it is: `copy code` as a
 * button's text stays `copy code`, a template named `marketing` stays `marketing`.
 */
export const TERM_SLOTS: ReadonlySet<string> = new Set([
  'place',
  'where',
  'kind',
  'format',
  'expected',
  'actual',
  'category',
  'allowed',
  'reason',
  'catalog',
  'what',
  'found',
  'script',
  // Words around names and locations: another template's label, the ways to write a variable.
  'other',
  'examples',
]);
