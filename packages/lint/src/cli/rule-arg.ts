/**
 * `--rule` values as ESLint reads them (levn's `Object` type): `id: severity`, `id: [severity, {option:
 * value}]`, several pairs separated by commas, or a JSON object. Words need no quotes (`[warn,
 * {wordsPerVariable: 3}]`), numbers and `true`/`false`/`null` are read as such, strings may be quoted with
 * `"` or `'`. Returns the rule settings, or a message saying where the text stops making sense.
 */
export function parseRuleArg(text: string): { readonly rules: Record<string, unknown> } | { readonly problem: string } {
  const reader = new Reader(text);
  try {
    reader.skipSpace();
    // ESLint refuses an empty value too; read as no pairs, it would set nothing without a word.
    if (reader.atEnd()) return { problem: 'no rule given' };
    const braced = reader.peek() === '{';
    const rules = braced ? reader.object() : reader.pairs('');
    reader.skipSpace();
    if (!reader.atEnd()) reader.fail('unexpected text');
    return { rules };
  } catch (error) {
    if (error instanceof ParseProblem) return { problem: error.message };
    throw error;
  }
}

class ParseProblem extends Error {}

/** Nesting deeper than this is no rule setting: refused before the stack could be. */
const MAX_DEPTH = 16;
const STOP = ',:[]{}';

class Reader {
  #at = 0;
  #depth = 0;
  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  peek(): string | undefined {
    return this.#text[this.#at];
  }

  atEnd(): boolean {
    return this.#at >= this.#text.length;
  }

  skipSpace(): void {
    while (this.#at < this.#text.length && /\s/.test(this.#text[this.#at] ?? '')) this.#at += 1;
  }

  fail(what: string): never {
    throw new ParseProblem(`${what} at character ${String(this.#at + 1)}`);
  }

  /** `key: value` pairs separated by commas, up to `end` (a closing brace, or the end of the text). */
  pairs(end: string): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.skipSpace();
    while (!this.atEnd() && this.peek() !== end) {
      const key = this.key();
      this.skipSpace();
      if (this.peek() !== ':') this.fail('expected ":" after the rule id or option name');
      this.#at += 1;
      Object.defineProperty(result, key, { value: this.value(), enumerable: true, writable: true, configurable: true });
      this.skipSpace();
      if (this.peek() !== ',') break;
      this.#at += 1;
      this.skipSpace();
    }
    return result;
  }

  object(): Record<string, unknown> {
    this.enter();
    this.#at += 1;
    const result = this.pairs('}');
    if (this.peek() !== '}') this.fail('expected "," or "}"');
    this.#at += 1;
    this.#depth -= 1;
    return result;
  }

  list(): unknown[] {
    this.enter();
    this.#at += 1;
    const items: unknown[] = [];
    this.skipSpace();
    while (this.peek() !== ']') {
      items.push(this.value());
      this.skipSpace();
      if (this.peek() === ',') {
        this.#at += 1;
        this.skipSpace();
      } else if (this.peek() !== ']') this.fail('expected "," or "]"');
    }
    this.#at += 1;
    this.#depth -= 1;
    return items;
  }

  value(): unknown {
    this.skipSpace();
    const next = this.peek();
    if (next === '[') return this.list();
    if (next === '{') return this.object();
    if (next === '"' || next === "'") return this.quoted(next);
    const word = this.word();
    if (word === '') this.fail('expected a value');
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    const number = Number(word);
    return /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(word) && Number.isFinite(number) ? number : word;
  }

  key(): string {
    const next = this.peek();
    if (next === '"' || next === "'") return this.quoted(next);
    const word = this.word();
    if (word === '') this.fail('expected a rule id or option name');
    return word;
  }

  /** A bare word: everything up to a separator, its surrounding spaces trimmed. */
  word(): string {
    const start = this.#at;
    while (this.#at < this.#text.length && !STOP.includes(this.#text[this.#at] ?? ',')) this.#at += 1;
    return this.#text.slice(start, this.#at).trim();
  }

  quoted(quote: string): string {
    const start = this.#at;
    this.#at += 1;
    while (this.#at < this.#text.length && this.#text[this.#at] !== quote) this.#at += this.#text[this.#at] === '\\' ? 2 : 1;
    if (this.atEnd()) this.fail('unclosed quote');
    this.#at += 1;
    const body = this.#text.slice(start + 1, this.#at - 1);
    if (quote === "'") return body.replace(/\\(.)/g, '$1');
    try {
      return JSON.parse(`"${body}"`) as string;
    } catch {
      return this.fail('bad escape in a quoted string');
    }
  }

  enter(): void {
    this.#depth += 1;
    if (this.#depth > MAX_DEPTH) this.fail(`nested deeper than ${String(MAX_DEPTH)} levels`);
  }
}
