// What a run says of a pattern on the command line that lints no file. ESLint 10 ends the run there
// (exit 2, no report) with "No files matching ..." or "You are linting ...": templint keeps ESLint's
// sentence, word for word, and says on the next line why templint passed the files over.
import { terminalSafe } from '@templint/core/internal';
import { echoed } from './echoed.js';

/** Why a pattern lints nothing: it matches no JSON file, or every JSON file it matches is passed over for one reason. */
export const PATTERN_FAULTS = ['unmatched', 'ignored', 'unconfigured', 'no-create-request'] as const;

export type PatternFault = (typeof PATTERN_FAULTS)[number];

/** The line after ESLint's sentence, by why the files were passed over. */
const WHY = {
  ignored: 'Every one is ignored (by "ignores", --ignore-pattern, a .gitignore, or a default folder such as dist/ or node_modules/); run with --no-ignore to lint them.',
  unconfigured: 'No "files" glob of templint.config.json names them; add one that does to lint them.',
  'no-create-request': 'None of its JSON files holds a create request, so templint passes them over; name them in "files" of templint.config.json to lint them anyway.',
} as const satisfies Record<Exclude<PatternFault, 'unmatched'>, string>;

/** The message for a pattern that lints nothing: one line (ESLint's) when it matches nothing, two when its files were passed over. */
export function patternFaultMessage(pattern: string, fault: PatternFault): string {
  const shown = terminalSafe(echoed(pattern));
  if (fault === 'unmatched') return `No files matching the pattern "${shown}" were found.`;
  return `You are linting "${shown}", but all of the files matching the glob pattern "${shown}" are ignored.\n${WHY[fault]}`;
}
