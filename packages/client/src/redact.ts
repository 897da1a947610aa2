// Keeps secrets out of everything the client hands back: error messages, echoed response bodies,
// diagnostics. Two nets: values under a secret-bearing key are replaced whatever they hold, and every
// known secret (the API key, any access token the client has seen) is cut out of every string, in every
// form a server may echo it in (src/secret-forms.ts).
import { echoForms } from './secret-forms.js';
import { redactWindows, secretWindows } from './secret-windows.js';

/** What replaces a secret. */
export const REDACTED = '[redacted]';

/** Keys whose values are secrets wherever they appear in a body (compared case-insensitively). */
const SECRET_KEYS: ReadonlySet<string> = new Set(['access_token', 'accesstoken', 'authorization', 'api_key', 'apikey']);

/** The secrets one client knows: its API key and the access tokens it has read. */
export class Secrets {
  readonly #values = new Set<string>();
  /** One pattern for every form of every secret, the longest first; rebuilt when a secret is added. */
  #pattern: RegExp | undefined;
  /** Every secret's windows (src/secret-windows.ts); rebuilt when a secret is added. */
  #windows: Set<string> | undefined;

  constructor(...values: readonly string[]) {
    for (const value of values) this.add(value);
  }

  /** Remembers a secret; empty strings are ignored (they would match everywhere). */
  add(value: string): void {
    if (value === '' || this.#values.has(value)) return;
    this.#values.add(value);
    this.#pattern = undefined;
    this.#windows = undefined;
  }

  /** Remembers every non-empty string found under an `access_token` key anywhere in a parsed body. */
  learnTokens(value: unknown, depth = 0): void {
    if (value === null || typeof value !== 'object' || depth > 64) return;
    if (Array.isArray(value)) {
      for (const item of value) this.learnTokens(item, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && key.toLowerCase() === 'access_token') this.add(item);
      else this.learnTokens(item, depth + 1);
    }
  }

  /**
   * The text with every known secret, in every echoed form, replaced by `[redacted]`: the whole-key forms
   * (src/secret-forms.ts), then any run of 8 or more of its characters in any case, reversed or as hex
   * (src/secret-windows.ts, which states the limit of the promise).
   */
  text(value: string): string {
    if (this.#values.size === 0) return value;
    this.#pattern ??= this.#buildPattern();
    this.#windows ??= this.#buildWindows();
    return redactWindows(value.replace(this.#pattern, REDACTED), this.#windows, REDACTED);
  }

  #buildWindows(): Set<string> {
    const windows = new Set<string>();
    for (const secret of this.#values) for (const window of secretWindows(secret)) windows.add(window);
    return windows;
  }

  #buildPattern(): RegExp {
    const forms = new Set<string>();
    for (const secret of this.#values) for (const form of echoForms(secret)) forms.add(form);
    // Longest first, so a secret that contains another is cut whole.
    const sorted = [...forms].sort((a, b) => b.length - a.length);
    return new RegExp(sorted.map(escapeRegExp).join('|'), 'g');
  }

  /** A deep copy of a JSON-like value with secret-bearing keys and every known secret redacted. */
  value(value: unknown): unknown {
    return this.#copy(value, 0);
  }

  #copy(value: unknown, depth: number): unknown {
    if (typeof value === 'string') return this.text(value);
    if (value === null || typeof value !== 'object') return value;
    if (depth > 64) return REDACTED;
    if (Array.isArray(value)) return value.map((item: unknown) => this.#copy(item, depth + 1));
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      result[this.text(key)] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : this.#copy(item, depth + 1);
    }
    return result;
  }

  /** JSON form: the count only. */
  toJSON(): { readonly count: number } {
    return { count: this.#values.size };
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
