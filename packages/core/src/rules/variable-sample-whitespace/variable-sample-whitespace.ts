import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_PARAMETER_MAX_CONSECUTIVE_SPACES } from '../../spec/approval-limits.js';

/** What a sample holds that the API refuses to send, as messages name it; undefined when it holds none. */
function refusedWhitespace(sample: string): string | undefined {
  let spaces = 0;
  let most = 0;
  for (const character of sample) {
    if (character === '\n' || character === '\r') return 'a line break';
    if (character === '\t') return 'a tab';
    spaces = character === ' ' ? spaces + 1 : 0;
    if (spaces > most) most = spaces;
  }
  return most > APPROVAL_PARAMETER_MAX_CONSECUTIVE_SPACES ? `${String(most)} spaces in a row` : undefined;
}

/**
 * The sample as the API would send it: each run of spaces, tabs and line breaks that holds a tab or a line
 * break or is over the limit becomes one space, or nothing at either end. One pass.
 */
export function normaliseSample(sample: string): string {
  let result = '';
  let run = '';
  const flush = (atEnd: boolean): void => {
    const refused = run.length > APPROVAL_PARAMETER_MAX_CONSECUTIVE_SPACES || run.includes('\t') || run.includes('\n') || run.includes('\r');
    if (!refused) result += run;
    else if (result !== '' && !atEnd) result += ' ';
    run = '';
  };
  for (const character of sample) {
    if (character === ' ' || character === '\t' || character === '\n' || character === '\r') run += character;
    else {
      if (run !== '') flush(false);
      result += character;
    }
  }
  if (run !== '') flush(true);
  return result;
}

/** What tooling shows for variable-sample-whitespace. */
export const meta: RuleMeta = {
  description: () =>
    `A variable sample has no line break, no tab and at most ${String(APPROVAL_PARAMETER_MAX_CONSECUTIVE_SPACES)} spaces in a row: the API refuses to send such a parameter.`,
};

export const variableSampleWhitespace: RuleDefinition = defineRule({
  id: 'variable-sample-whitespace',
  severity: 'warning',
  source: 'approval',
  fixable: true,
  messages: {
    refused:
      'The sample of the {{place}} variable `{{variable}}` has {{found}}; the API refuses to send a parameter with a line break, a tab or more than {{max}} spaces in a row (error 132018), and creating a template with such a sample has failed. Write it on one line: "{{normalised}}".',
  },
  check({ model, report }) {
    for (const slot of model.reviewed.slots) {
      for (const row of slot.rows ?? []) {
        if (typeof row.sample !== 'string') continue;
        const found = refusedWhitespace(row.sample);
        if (found === undefined) continue;
        const normalised = normaliseSample(row.sample);
        const data = { place: slot.place, variable: `{{${row.key ?? '?'}}}`, found, max: APPROVAL_PARAMETER_MAX_CONSECUTIVE_SPACES, normalised };
        // A sample of whitespace alone would become empty (variable-sample-required's error): no certain fix.
        const fix = normalised === '' ? undefined : { edits: [{ op: 'set' as const, path: row.samplePath, value: normalised }] };
        report({ messageId: 'refused', path: row.samplePath, data, ...(fix ? { fix } : {}) });
      }
    }
  },
});
