// ESLint's LintMessage / LintResult shapes, so tools that read ESLint's JSON output read ours.

/** One problem in a file, located in its source text. */
export interface LintMessage {
  /** The core rule id; null for a fatal parse error. */
  readonly ruleId: string | null;
  readonly messageId?: string;
  readonly message: string;
  /** 2 for an error, 1 for a warning (ESLint's numbers). */
  readonly severity: 1 | 2;
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  /** The core diagnostic's JSON path into the file's JSON value. */
  readonly path?: (string | number)[];
  /** True when the file could not be parsed. */
  readonly fatal?: true;
  /** The certain fix, as a replacement of the file's text (ESLint's shape). */
  readonly fix?: { readonly range: readonly [number, number]; readonly text: string };
  /** Suggested changes for a person to choose, as text replacements. */
  readonly suggestions?: readonly { readonly desc: string; readonly fix: { readonly range: readonly [number, number]; readonly text: string } }[];
  /** Where the template this one repeats is (a rule that compares templates): the first with that name or wording. */
  readonly related?: RelatedLocation;
}

/** A place in another file (or the same one) that a message points to, as SARIF's related locations. */
export interface RelatedLocation {
  readonly filePath: string;
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  /** What is there, as the message names it. */
  readonly message: string;
}

/** The messages of one file. */
export interface LintResult {
  readonly filePath: string;
  readonly messages: LintMessage[];
  readonly errorCount: number;
  readonly warningCount: number;
  readonly fatalErrorCount: number;
  readonly fixableErrorCount: number;
  readonly fixableWarningCount: number;
  /** The fixed text, when `--fix` or `--fix-dry-run` changed it (ESLint's `output`). */
  readonly output?: string;
}

/** A file's result; `fixable` gives the fixable counts when the messages carry no fixes to count. */
export function toResult(filePath: string, messages: LintMessage[], fixable?: { readonly errors: number; readonly warnings: number }): LintResult {
  let errorCount = 0;
  let warningCount = 0;
  let fatalErrorCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  for (const message of messages) {
    if (message.severity === 2) errorCount += 1;
    else warningCount += 1;
    if (message.fatal) fatalErrorCount += 1;
    if (message.fix && message.severity === 2) fixableErrorCount += 1;
    else if (message.fix) fixableWarningCount += 1;
  }
  if (fixable) {
    fixableErrorCount = fixable.errors;
    fixableWarningCount = fixable.warnings;
  }
  return { filePath, messages, errorCount, warningCount, fatalErrorCount, fixableErrorCount, fixableWarningCount };
}

/**
 * The result with each text edit written on the first message that carries it: a fix shared by several
 * messages (variable-name-format's one fix of a text, on each of its malformed placeholders) is one edit
 * of the whole text, and written on each, a body of 16,000 placeholders (245 KB) made a `-f json` report
 * of 3.8 GB, past the longest string JavaScript holds. Applied as ESLint applies fixes, the later copies
 * overlap the first and are skipped: the text is the same. The fixable counts stay as counted. An edit
 * read back from a cache is another object: it is matched by its range and text.
 */
export function withEachFixOnce(result: LintResult): LintResult {
  const firsts = new Map<string, NonNullable<LintMessage['fix']>>();
  const messages: LintMessage[] = [];
  let repeats = 0;
  for (const message of result.messages) {
    const fix = message.fix;
    if (!fix) {
      messages.push(message);
      continue;
    }
    const key = `${String(fix.range[0])}:${String(fix.range[1])}:${String(fix.text.length)}`;
    const first = firsts.get(key);
    if (first === undefined) firsts.set(key, fix);
    if (first === undefined || (first !== fix && first.text !== fix.text)) {
      messages.push(message);
      continue;
    }
    repeats += 1;
    const rest: LintMessage = { ...message };
    delete (rest as { fix?: unknown }).fix;
    messages.push(rest);
  }
  return repeats > 0 ? { ...result, messages } : result;
}
