// The messages list of a rule page (docs/rules/<id>.md), generated from the rule's `messages`:
// `pnpm docs:update` rewrites it between the messages markers and tests/docs.test.ts fails when a page holds
// another list. Each message is a bullet: its id, a sentence a person wrote (when it is reported, and on
// what), and the message template quoted as core has it, `{{slots}}` and all. The quote is generated; the
// sentence, and any paragraph after the quote, are kept as written.

/** The marker after which a page's generated messages list starts. */
export const MESSAGES_START = '<!-- messages:start -->';
/** The marker before which a page's generated messages list ends. */
export const MESSAGES_END = '<!-- messages:end -->';

const BULLET = /^- `([A-Za-z0-9_]+)`:/;
const QUOTE = '  > ';

/**
 * One message bullet as written on a page: the lines before the quote (its `- \`id\`:` line and the
 * explanation) and the lines after it (a further indented paragraph, if any).
 * @typedef {{ readonly head: readonly string[], readonly tail: readonly string[] }} MessageBullet
 */

/**
 * The bullets of a messages list, by message id, and whether the list is loose (a blank line between bullets).
 * @param {string} block the text between the markers
 * @returns {{ bullets: Map<string, MessageBullet>, loose: boolean }}
 */
export function parseMessagesBlock(block) {
  /** @type {{ id: string, lines: string[] }[]} */
  const raw = [];
  for (const line of block.split(/\r?\n/)) {
    const bullet = BULLET.exec(line);
    if (bullet) raw.push({ id: bullet[1] ?? '', lines: [line] });
    else raw.at(-1)?.lines.push(line);
  }
  // Blank lines after the last bullet run into the end marker: only those between bullets make a list loose.
  const loose = raw.slice(0, -1).some(({ lines }) => (lines.at(-1) ?? '').trim() === '');
  /** @type {Map<string, MessageBullet>} */
  const bullets = new Map();
  for (const { id, lines: all } of raw) {
    const lines = trimBlankEnd(all);
    const quote = lines.findIndex((line) => line.startsWith(QUOTE));
    const split = quote === -1 ? firstBlank(lines) : quote;
    bullets.set(id, { head: lines.slice(0, split), tail: lines.slice(quote === -1 ? split : quote + 1) });
  }
  return { bullets, loose };
}

/**
 * The messages list of a rule, in the order of its `messages`: each kept bullet with its quote rewritten,
 * a bullet with no explanation yet for a new message id; bullets of ids the rule no longer has are dropped.
 * @param {Readonly<Record<string, string>>} messages the rule's message templates by message id
 * @param {string} block the list as the page has it now (the text between the markers)
 * @returns {string}
 */
export function renderMessagesBlock(messages, block) {
  const { bullets, loose } = parseMessagesBlock(block);
  const rendered = Object.entries(messages).map(([id, template]) => {
    const bullet = bullets.get(id) ?? { head: [`- \`${id}\`:`], tail: [] };
    return [...bullet.head, `${QUOTE}${oneLine(template)}`, ...bullet.tail].join('\n');
  });
  return rendered.join(loose ? '\n\n' : '\n');
}

/**
 * Returns `page` with its messages list regenerated from `messages`. Throws when the markers are missing
 * or out of order, so a page is never silently rewritten.
 * @param {string} page the page's markdown
 * @param {Readonly<Record<string, string>>} messages
 * @returns {string}
 */
export function updateMessages(page, messages) {
  const start = page.indexOf(MESSAGES_START);
  const end = page.indexOf(MESSAGES_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`a rule page must hold ${MESSAGES_START} followed by ${MESSAGES_END}; the messages list goes between them.`);
  }
  const block = page.slice(start + MESSAGES_START.length, end);
  return `${page.slice(0, start + MESSAGES_START.length)}\n\n${renderMessagesBlock(messages, block)}\n\n${page.slice(end)}`;
}

/**
 * The explanation a person wrote for each message id of a page's list: its bullet's text after `- \`id\`:`,
 * before the quote, lines joined by one space.
 * @param {string} page
 * @returns {Map<string, string>}
 */
export function messageExplanations(page) {
  const start = page.indexOf(MESSAGES_START);
  const end = page.indexOf(MESSAGES_END);
  /** @type {Map<string, string>} */
  const explanations = new Map();
  if (start === -1 || end < start) return explanations;
  for (const [id, bullet] of parseMessagesBlock(page.slice(start + MESSAGES_START.length, end)).bullets) {
    explanations.set(id, bullet.head.map((line) => line.trim()).join(' ').replace(BULLET, '').trim());
  }
  return explanations;
}

/**
 * A template as one quoted line: a line break would end the quote.
 * @param {string} text
 * @returns {string}
 */
function oneLine(text) {
  return text.replace(/\r?\n/g, '\\n');
}

/**
 * @param {readonly string[]} lines
 * @returns {string[]}
 */
function trimBlankEnd(lines) {
  let end = lines.length;
  while (end > 0 && (lines[end - 1] ?? '').trim() === '') end -= 1;
  return lines.slice(0, end);
}

/**
 * @param {readonly string[]} lines
 * @returns {number}
 */
function firstBlank(lines) {
  const index = lines.findIndex((line) => line.trim() === '');
  return index === -1 ? lines.length : index;
}
