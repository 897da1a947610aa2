import type { FormatterFactory } from './formatter.js';
import { reportFileNames, reportPath } from './report-path.js';
import { terminalSafe } from '@templint/core/internal';

/** GitHub Actions workflow commands: one `::error` or `::warning` annotation per message. */
export const github: FormatterFactory = ({ cwd, root = cwd, path, realPath }) => {
  const named = reportFileNames(root, realPath, path);
  return {
    start: () => '',
    file(result) {
      // A clean file has nothing to name: its links are not resolved.
      if (result.messages.length === 0) return '';
      const file = escapeProperty(reportPath(root, named(result.filePath), path));
      return result.messages
        .map((message) => {
          const level = message.severity === 2 ? 'error' : 'warning';
          // A named file that is not linted has no position (ESLint's line 0): the annotation is on the file.
          const properties = message.line === 0 ? [`file=${file}`] : [`file=${file}`, `line=${String(message.line)}`, `col=${String(message.column)}`];
          if (message.endLine !== undefined) properties.push(`endLine=${String(message.endLine)}`);
          if (message.endColumn !== undefined) properties.push(`endColumn=${String(message.endColumn)}`);
          properties.push(`title=${escapeProperty(message.ruleId ? `templint/${message.ruleId}` : 'templint')}`);
          return `::${level} ${properties.join(',')}::${escapeData(message.message)}\n`;
        })
        .join('');
    },
    end: () => '',
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
