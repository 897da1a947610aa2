import type { FormatterFactory } from './formatter.js';
import { reportFileNames, reportPath } from './report-path.js';
import { annotationsNotShownLine } from './summary-lines.js';
import { terminalSafe } from '@templint/core/internal';

/**
 * What GitHub Actions shows of a step's annotations: 10 errors, 10 warnings and 10 notices, 50 a job
 * (actions/toolkit, docs/problem-matchers.md). The rest are dropped without a word, so a run with more
 * closes with a notice saying how many there are and where they are.
 */
const ANNOTATIONS_SHOWN_PER_STEP = 10;
const ANNOTATIONS_SHOWN_PER_JOB = 50;

/** GitHub Actions workflow commands: one `::error` or `::warning` annotation per message. */
export const github: FormatterFactory = ({ cwd, root = cwd, path, realPath, locale }) => {
  const named = reportFileNames(root, realPath, path);
  let errors = 0;
  let warnings = 0;
  return {
    start: () => '',
    file(result) {
      // A clean file has nothing to name: its links are not resolved.
      if (result.messages.length === 0) return '';
      const file = escapeProperty(reportPath(root, named(result.filePath), path));
      return result.messages
        .map((message) => {
          const level = message.severity === 2 ? 'error' : 'warning';
          if (level === 'error') errors += 1;
          else warnings += 1;
          // A named file that is not linted has no position (ESLint's line 0): the annotation is on the file.
          const properties = message.line === 0 ? [`file=${file}`] : [`file=${file}`, `line=${String(message.line)}`, `col=${String(message.column)}`];
          if (message.endLine !== undefined) properties.push(`endLine=${String(message.endLine)}`);
          if (message.endColumn !== undefined) properties.push(`endColumn=${String(message.endColumn)}`);
          properties.push(`title=${escapeProperty(message.ruleId ? `templint/${message.ruleId}` : 'templint')}`);
          return `::${level} ${properties.join(',')}::${escapeData(message.message)}\n`;
        })
        .join('');
    },
    end() {
      if (errors <= ANNOTATIONS_SHOWN_PER_STEP && warnings <= ANNOTATIONS_SHOWN_PER_STEP) return '';
      return `::notice title=templint::${escapeData(annotationsNotShownLine(locale, errors, warnings, ANNOTATIONS_SHOWN_PER_STEP, ANNOTATIONS_SHOWN_PER_JOB))}\n`;
    },
  };
};

// The escapes of GitHub's workflow command format (@actions/core's toCommandValue rules), after the
// terminal-safe printer: a log line is shown in a terminal-like viewer, and ESC passed through it.
function escapeData(text: string): string {
  return terminalSafe(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
