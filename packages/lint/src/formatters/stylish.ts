import type { LintMessage } from '../lint-result.js';
import type { FormatterFactory } from './formatter.js';
import { summaryLines } from './summary-lines.js';
import { isWhitespace, terminalSafe } from '@templint/core/internal';

const codes = { reset: '\u001b[0m', red: '\u001b[31m', yellow: '\u001b[33m', dim: '\u001b[2m', underline: '\u001b[4m', bold: '\u001b[1m' };

/**
 * ESLint's default look: the file by its absolute path (as ESLint's, which VS Code's `$eslint-stylish`
 * problem matcher reads as an absolute file), then `line:column  severity  message  rule-id`, then a count.
 */
export const stylish: FormatterFactory = ({ color, locale }) => {
  const paint = (code: keyof typeof codes, text: string): string => (color ? `${codes[code]}${text}${codes.reset}` : text);
  return {
    start: () => '',
    file(result) {
      if (result.messages.length === 0) return '';
      const rows = result.messages.map((message) => [
        `${String(message.line)}:${String(message.column)}`,
        message.severity === 2 ? 'error' : 'warning',
        terminalSafe(oneLine(message.message)),
        terminalSafe(message.ruleId ?? ''),
      ]);
      const widths = [0, 1, 2].map((column) => widestOf(rows, column, column === 2 ? MESSAGE_ALIGN_MAX : Number.POSITIVE_INFINITY));
      const lines = rows.map((row, index) => {
        const [position = '', severity = '', text = '', ruleId = ''] = row;
        const severityText = severity.padEnd(widths[1] ?? 0);
        const coloredSeverity = paint(isError(result.messages[index]) ? 'red' : 'yellow', severityText);
        return `  ${paint('dim', position.padEnd(widths[0] ?? 0))}  ${coloredSeverity}  ${text.padEnd(widths[2] ?? 0)}  ${paint('dim', ruleId)}`.trimEnd();
      });
      return `\n${paint('underline', terminalSafe(result.filePath))}\n${lines.join('\n')}\n`;
    },
    end({ errorCount, warningCount, fixableErrorCount = 0, fixableWarningCount = 0 }) {
      const total = errorCount + warningCount;
      if (total === 0) return '';
      const tone = errorCount > 0 ? 'red' : 'yellow';
      const lines = summaryLines(locale, errorCount, warningCount);
      // ESLint's lines, word for word in English, so people and tools that know them read them.
      const fixable = fixableErrorCount + fixableWarningCount > 0 ? `\n${paint('bold', paint(tone, lines.fixable(fixableErrorCount, fixableWarningCount)))}` : '';
      const summary = lines.total;
      // A blank line last, as ESLint's stylish ends (its summary line ends in a newline that console.log adds to).
      return `\n${paint('bold', paint(tone, summary))}${fixable}\n\n`;
    },
  };
};

/**
 * Messages are padded so the rule ids line up, as ESLint's are, but only up to this width: a message
 * quoting a huge key would otherwise pad every line of its file to its length (a 1.1 MB file gave 401 MB
 * of output; issue 21). A longer message keeps its rule id right after it.
 */
const MESSAGE_ALIGN_MAX = 160;

/** The widest cell of a column, up to `cap` (a loop: a spread of every row overflows the stack on huge files). */
function widestOf(rows: readonly (readonly string[])[], column: number, cap: number): number {
  let widest = 0;
  for (const row of rows) {
    const width = (row[column] ?? '').length;
    if (width > widest) widest = Math.min(width, cap);
  }
  return widest;
}

/**
 * The message on one line: each run of whitespace that holds a line break becomes one space. A loop, not
 * the regular expression of a whitespace run, a line break and another run, whose adjacent quantifiers go
 * back over a long run of spaces from each of its characters.
 */
function oneLine(message: string): string {
  if (!message.includes('\n')) return message;
  let line = '';
  let index = 0;
  while (index < message.length) {
    const character = message.charAt(index);
    if (!isWhitespace(character)) {
      line += character;
      index += 1;
      continue;
    }
    const start = index;
    let breaks = false;
    while (index < message.length && isWhitespace(message.charAt(index))) {
      if (message.charAt(index) === '\n') breaks = true;
      index += 1;
    }
    line += breaks ? ' ' : message.slice(start, index);
  }
  return line;
}

function isError(message: LintMessage | undefined): boolean {
  return message?.severity === 2;
}
