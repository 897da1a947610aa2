import { relative } from 'node:path';
import type { LintMessage } from '../lint-result.js';
import type { FormatterFactory } from './formatter.js';

const codes = { reset: '\u001b[0m', red: '\u001b[31m', yellow: '\u001b[33m', dim: '\u001b[2m', underline: '\u001b[4m', bold: '\u001b[1m' };

/** ESLint's default look: the file, then `line:column  severity  message  rule-id`, then a count. */
export const stylish: FormatterFactory = ({ cwd, color }) => {
  const paint = (code: keyof typeof codes, text: string): string => (color ? `${codes[code]}${text}${codes.reset}` : text);
  return {
    start: () => '',
    file(result) {
      if (result.messages.length === 0) return '';
      const rows = result.messages.map((message) => [
        `${String(message.line)}:${String(message.column)}`,
        message.severity === 2 ? 'error' : 'warning',
        oneLine(message.message),
        message.ruleId ?? '',
      ]);
      const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
      const lines = rows.map((row, index) => {
        const [position = '', severity = '', text = '', ruleId = ''] = row;
        const severityText = severity.padEnd(widths[1] ?? 0);
        const coloredSeverity = paint(isError(result.messages[index]) ? 'red' : 'yellow', severityText);
        return `  ${paint('dim', position.padEnd(widths[0] ?? 0))}  ${coloredSeverity}  ${text.padEnd(widths[2] ?? 0)}  ${paint('dim', ruleId)}`.trimEnd();
      });
      return `\n${paint('underline', relative(cwd, result.filePath) || result.filePath)}\n${lines.join('\n')}\n`;
    },
    end({ errorCount, warningCount, fixableErrorCount = 0, fixableWarningCount = 0 }) {
      const total = errorCount + warningCount;
      if (total === 0) return '';
      const tone = errorCount > 0 ? 'red' : 'yellow';
      const summary = `\u2716 ${plural(total, 'problem')} (${plural(errorCount, 'error')}, ${plural(warningCount, 'warning')})`;
      // ESLint's line, word for word, so people and tools that know it read it.
      const fixable =
        fixableErrorCount + fixableWarningCount > 0
          ? `\n${paint('bold', paint(tone, `  ${plural(fixableErrorCount, 'error')} and ${plural(fixableWarningCount, 'warning')} potentially fixable with the \`--fix\` option.`))}`
          : '';
      return `\n${paint('bold', paint(tone, summary))}${fixable}\n`;
    },
  };
};

function plural(count: number, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

/** The message on one line; most have no line break, and skip the regular expression. */
function oneLine(message: string): string {
  return message.includes('\n') ? message.replace(/\s*\n\s*/g, ' ') : message;
}

function isError(message: LintMessage | undefined): boolean {
  return message?.severity === 2;
}
