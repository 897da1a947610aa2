// Reads the rule pages of docs/rules/ into what tests/docs.test.ts checks: the title, the first
// paragraph, the metadata bullets, the `json valid` / `json invalid` examples, the "## Severity" section
// and the link definitions its links point at. A small line-based
// reader of our own: the pages follow one fixed format (docs/rules/*.md), so no markdown parser is needed.
import { readdirSync, readFileSync } from 'node:fs';

/** Where the rule pages live. */
export const RULE_DOCS_DIR: URL = new URL('../../docs/rules/', import.meta.url);

/** One fenced example of a rule page. */
export interface RuleExample {
  readonly kind: 'valid' | 'invalid';
  /** 1-based line of the opening fence, for test names and failure messages. */
  readonly line: number;
  /** The block's text: a create request as JSON. */
  readonly code: string;
  /** The JSON text of the `<!-- templint-options: ... -->` comment just before the block, if any. */
  readonly options: string | undefined;
}

/** One rule page, as read. */
export interface RulePage {
  /** The file name without `.md`: the rule id the page claims to document. */
  readonly id: string;
  /** The page's whole text, for checks that compare it with what `pnpm docs:update` writes. */
  readonly markdown: string;
  /** The text after `# ` on the first line; undefined when the first line is no title. */
  readonly title: string | undefined;
  /** The first paragraph after the title, its lines joined by one space. */
  readonly firstParagraph: string;
  /** The bullet items (without `- `) between the first paragraph and the first `##` heading. */
  readonly bullets: readonly string[];
  readonly examples: readonly RuleExample[];
  /** Info strings of fenced blocks that start with `json` but are neither `json valid` nor `json invalid`. */
  readonly untestedJsonBlocks: readonly string[];
  /** The text of the `## Severity` section (up to the next `## ` heading), trimmed; undefined when there is none. */
  readonly severitySection: string | undefined;
  /** Reference link definitions (`[label]: url`), by lowercased label. */
  readonly linkDefinitions: Readonly<Record<string, string>>;
}

/** The https URLs a piece of a page links to: inline `(https://...)` links and `[text][label]` references that resolve to one. */
export function httpsLinks(text: string, definitions: Readonly<Record<string, string>>): string[] {
  const urls: string[] = [];
  for (const match of text.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)) urls.push(match[1] ?? '');
  for (const match of text.matchAll(/\]\[([^\]]+)\]/g)) {
    const url = definitions[(match[1] ?? '').toLowerCase()];
    if (url?.startsWith('https://')) urls.push(url);
  }
  return urls;
}

const FENCE = /^```(.*)$/;
const OPTIONS_COMMENT = /^<!--\s*templint-options:\s*(.*?)\s*-->$/;
const LINK_DEFINITION = /^\[([^\]]+)\]:\s*(\S+)\s*$/;

/** Every `*.md` file of docs/rules/, read and parsed, sorted by id. */
export function readRulePages(): RulePage[] {
  return readdirSync(RULE_DOCS_DIR)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseRulePage(name.slice(0, -'.md'.length), readFileSync(new URL(name, RULE_DOCS_DIR), 'utf8')));
}

/** Parses one rule page's markdown. */
export function parseRulePage(id: string, markdown: string): RulePage {
  const lines = markdown.split(/\r?\n/);
  const titleMatch = /^# (.+)$/.exec(lines[0] ?? '');
  const title = titleMatch?.[1]?.trim();

  let index = 1;
  while (index < lines.length && isBlank(lines[index])) index += 1;
  const paragraph: string[] = [];
  while (index < lines.length && !isBlank(lines[index])) {
    paragraph.push((lines[index] ?? '').trim());
    index += 1;
  }

  const bullets: string[] = [];
  const examples: RuleExample[] = [];
  const untestedJsonBlocks: string[] = [];
  const severity: string[] = [];
  const linkDefinitions: Record<string, string> = {};
  let inIntro = true;
  let inSeverity = false;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      const info = (fence[1] ?? '').trim();
      const start = index;
      const body: string[] = [];
      index += 1;
      while (index < lines.length && lines[index] !== '```') {
        body.push(lines[index] ?? '');
        index += 1;
      }
      index += 1; // the closing fence
      const kind = info === 'json valid' ? 'valid' : info === 'json invalid' ? 'invalid' : undefined;
      if (kind) {
        const options = OPTIONS_COMMENT.exec(lines[start - 1] ?? '')?.[1];
        examples.push({ kind, line: start + 1, code: body.join('\n'), options });
      } else if (/^json\b/.test(info)) {
        untestedJsonBlocks.push(`line ${String(start + 1)}: \`\`\`${info}`);
      }
      continue;
    }
    if (line.startsWith('## ')) {
      inIntro = false;
      inSeverity = line.trim() === '## Severity';
    } else if (inSeverity) severity.push(line);
    if (inIntro && line.startsWith('- ')) bullets.push(line.slice(2).trim());
    const definition = LINK_DEFINITION.exec(line);
    if (definition) linkDefinitions[(definition[1] ?? '').toLowerCase()] = definition[2] ?? '';
    index += 1;
  }

  const severitySection = lines.some((line) => line.trim() === '## Severity') ? severity.join('\n').trim() : undefined;
  return { id, markdown, title, firstParagraph: paragraph.join(' '), bullets, examples, untestedJsonBlocks, severitySection, linkDefinitions };
}

function isBlank(line: string | undefined): boolean {
  return line === undefined || line.trim() === '';
}
