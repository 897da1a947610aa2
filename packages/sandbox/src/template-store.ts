// The sandbox's templates: records by id, and the machine names taken in each provider-integration
// (spec 2.2: "unique within one provider-integration").
import type { Json } from './json-value.js';

/** A stored template: its record and where it belongs. */
export interface StoredTemplate {
  readonly providerIntegrationChatId: string;
  readonly name: string;
  readonly record: Record<string, Json>;
}

/** In-memory template storage. */
export class TemplateStore {
  readonly #byId = new Map<number, StoredTemplate>();
  readonly #names = new Map<string, Set<string>>();
  #lastId = 0;

  /** A fresh id, for templates and their nested parts alike. */
  nextId(): number {
    this.#lastId += 1;
    return this.#lastId;
  }

  /** The names already used in a provider-integration. */
  namesIn(providerIntegrationChatId: string): ReadonlySet<string> {
    return this.#names.get(providerIntegrationChatId) ?? new Set();
  }

  add(id: number, template: StoredTemplate): void {
    this.#byId.set(id, template);
    const names = this.#names.get(template.providerIntegrationChatId) ?? new Set<string>();
    names.add(template.name);
    this.#names.set(template.providerIntegrationChatId, names);
  }

  /** The template with this id in this provider-integration, if any. */
  find(providerIntegrationChatId: string, id: number): StoredTemplate | undefined {
    const found = this.#byId.get(id);
    return found?.providerIntegrationChatId === providerIntegrationChatId ? found : undefined;
  }

  /** Replaces the record of the template with this id; the stored template, or undefined when there is none. */
  replaceRecord(id: number, record: Record<string, Json>): StoredTemplate | undefined {
    const found = this.#byId.get(id);
    if (found === undefined) return undefined;
    const updated = { ...found, record };
    this.#byId.set(id, updated);
    return updated;
  }

  /** The template with this id in any provider-integration. */
  byId(id: number): StoredTemplate | undefined {
    return this.#byId.get(id);
  }

  /** Every stored template, in creation order. */
  all(): StoredTemplate[] {
    return [...this.#byId.values()];
  }

  clear(): void {
    this.#byId.clear();
    this.#names.clear();
  }
}
