// The client: one method per endpoint the spec shows (section 4), each checking its answer against the
// spec's shape, and `createTemplate`, which refuses to send what core's `validateTemplate` finds errors in.
import { checkCatalog, createValidator, type Catalog, type CreateTemplateRequest, type Diagnostic, type RuleEntry, type Validator } from '@templint/core';
import { ACCOUNT_ENTRY_EXPECTED, API_PATHS as PATHS, firstSkippedAccountEntry, isFailedAnswer } from '@templint/core/internal';
import type * as v from 'valibot';
import { approvalOf, type Approval } from './approval.js';
import { callGroup } from './call-group.js';
import { mapCatalog, type CatalogMapping, type MappedCatalog } from './catalog-mapping.js';
import { checkCatalogMapping } from './catalog-mapping-option.js';
import { InvalidRequestError, InvalidResponseError, ResponseTooLargeError } from './errors.js';
import { readResponse } from './parse-response.js';
import { Secrets } from './redact.js';
import { envelopeOf } from './schemas/envelope.js';
import {
  buttonTypeEntrySchema,
  categoryEntrySchema,
  dynamicVariableTypeEntrySchema,
  headerTypeEntrySchema,
  interactiveTypeEntrySchema,
  languageEntrySchema,
  lookupListOf,
  templateTypeEntrySchema,
  type ButtonTypeLookupEntry,
  type LanguageLookupEntry,
  type LookupEntry,
} from './schemas/lookup-lists.js';
import { templateRecordSchema, type TemplateRecord } from './schemas/template-record.js';
import { userRecordSchema, type UserRecord } from './schemas/user-record.js';
import { abortError, createTransport, type RetryPolicy } from './transport.js';
import type { CallOptions } from './call-options.js';

export type { CallOptions } from './call-options.js';

/** How to reach the API, and how careful to be. */
export interface ClientOptions {
  /** The API's base URL (`{base_url}` of the spec), `https://` unless the host is loopback. */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` on every call; never appears in an error. */
  readonly apiKey: string;
  /** The platform's catalog to validate against; fetched once with `getCatalog()` when omitted. */
  readonly catalog?: Catalog | undefined;
  /** A `fetch` to use instead of the global one. */
  readonly fetch?: typeof globalThis.fetch | undefined;
  /** Time limit of one attempt, in milliseconds. Default 30000. */
  readonly timeoutMs?: number | undefined;
  /** Retries of GET calls (a count, or a policy). Default 2 retries with 250 ms doubling backoff. */
  readonly retries?: number | Partial<RetryPolicy> | undefined;
  /** `false` sends `createTemplate` requests without validating them first. Default true. */
  readonly validate?: boolean | undefined;
  /** Allows a plain `http://` base URL on a host that is not loopback (the key then travels in clear). */
  readonly allowInsecureHttp?: boolean | undefined;
  /**
   * The largest answer read, in bytes after decompression; a larger one rejects with
   * `ResponseTooLargeError`. Default 8 MiB.
   */
  readonly maxResponseBytes?: number | undefined;
  /** Kinds for lookup names the built-in tables do not know (docs/client.md, "The catalog mapping"). */
  readonly catalogMapping?: CatalogMapping | undefined;
  /**
   * The account's templates: records (`getTemplate` returns them, spec 2.10) or create requests.
   * `createTemplate` refuses a request whose name or body and footer repeats one of them, or one this
   * client created before (docs/account-snapshot.md).
   */
  readonly existingTemplates?: readonly object[] | undefined;
  /**
   * Names deleted recently: `createTemplate` refuses them (`template-name-deleted`). A list counts for every
   * provider-integration; an object (or a Map) gives each provider-integration id its own (`{ "pi_0001": ["old_promo"] }`).
   */
  readonly deletedTemplateNames?: readonly string[] | Readonly<Record<string, readonly string[]>> | ReadonlyMap<string, readonly string[]> | undefined;
  /**
   * Per rule id, as `templint.config.json`'s `rules` (core's `ValidateOptions.rules`): `createTemplate`
   * judges with the severities and options the CLI lints with. A bad entry throws core's `RuleSettingsError` at once.
   */
  readonly rules?: Readonly<Record<string, RuleEntry>> | undefined;
}


/** What `createTemplate` resolves to. */
export interface CreatedTemplate {
  /** The created template as the service returned it (spec 2.10). */
  readonly record: TemplateRecord;
  /** Its approval status: Pending and others for normal and carousel templates; none for interactive ones. */
  readonly approval: Approval;
  /** The warnings `validateTemplate` reported (empty with `validate: false`). */
  readonly warnings: readonly Diagnostic[];
}

/** A typed client of the template API. */
export interface TemplintClient {
  /** `GET /api/user/get-user-detail`: the authenticated user's record (spec 2.11). */
  getUserDetail(options?: CallOptions): Promise<UserRecord>;
  /** `GET /api/provider-integration/{id}/chat-template/{id}`: one template with its approval status. */
  getTemplate(providerIntegrationChatId: string, chatTemplateId: number | string, options?: CallOptions): Promise<TemplateRecord>;
  /** `GET /api/global/chat-template-category`. */
  getTemplateCategories(options?: CallOptions): Promise<LookupEntry[]>;
  /** `GET /api/global/chat-languages`. */
  getLanguages(options?: CallOptions): Promise<LanguageLookupEntry[]>;
  /** `GET /api/global/chat-template-type`. */
  getTemplateTypes(options?: CallOptions): Promise<LookupEntry[]>;
  /** `GET /api/global/interactive-types`. */
  getInteractiveTypes(options?: CallOptions): Promise<LookupEntry[]>;
  /** `GET /api/global/chat-template-header-type`. */
  getHeaderTypes(options?: CallOptions): Promise<LookupEntry[]>;
  /** `GET /api/global/chat-template-button-type`: button types with sub-types, fields and options. */
  getButtonTypes(options?: CallOptions): Promise<ButtonTypeLookupEntry[]>;
  /** `GET /api/global/chat-template-dynamic-variable-type`. */
  getDynamicVariableTypes(options?: CallOptions): Promise<LookupEntry[]>;
  /** Calls every lookup endpoint and returns core's `Catalog` (docs/client.md, "The catalog mapping"). */
  getCatalog(options?: CallOptions): Promise<Catalog>;
  /**
   * As `getCatalog`, and also lists the names neither the built-in tables nor the `catalogMapping` option
   * know, with the kind each fell back to (`unmapped`), so a caller can say so instead of a rule turning off.
   */
  getMappedCatalog(options?: CallOptions): Promise<MappedCatalog>;
  /**
   * `POST /api/provider-integration/create-chat-template`, after `validateTemplate` found no error (else
   * rejects with `InvalidRequestError` and sends nothing). `request` is a create request (spec 2.1), typed
   * as core's `CreateTemplateRequest` (the `request` of a valid `validateTemplate` result is one), and
   * checked again at run time whatever its type says. A top-level `$schema` key (an editor's hint) is
   * dropped before validating and sending. Never retried: a create is not idempotent.
   */
  createTemplate(request: CreateTemplateRequest, options?: CallOptions): Promise<CreatedTemplate>;
}

// The paths of spec section 4, public as `PATHS`: core writes them once, and the sandbox serves the same.
export { PATHS };

const USER_ENVELOPE = envelopeOf(userRecordSchema);
const TEMPLATE_ENVELOPE = envelopeOf(templateRecordSchema);

/** Creates a client. Throws a `TypeError` at once for a bad base URL, key, timeout, retry policy, fetch or account list. */
export function createClient(options: ClientOptions): TemplintClient {
  checkListOption('existingTemplates', options.existingTemplates, (item) => typeof item === 'object' && item !== null, 'template records or create requests');
  checkAccountEntries(options.existingTemplates);
  // Checked now, not at the first create: a misspelt rule id is the caller's mistake, found at once.
  if (options.rules !== undefined) createValidator({ rules: options.rules });
  checkDeletedNames(options.deletedTemplateNames);
  const secrets = new Secrets(options.apiKey);
  const catalogMapping = options.catalogMapping === undefined ? undefined : checkCatalogMapping(options.catalogMapping);
  const transport = createTransport({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    allowInsecureHttp: options.allowInsecureHttp,
    maxResponseBytes: options.maxResponseBytes,
    secrets,
  });

  async function get<T>(path: string, schema: v.GenericSchema<unknown, T>, call: CallOptions | undefined): Promise<T> {
    const response = await transport({ method: 'GET', path, signal: call?.signal });
    return readResponse(schema, response.body, { operation: `GET ${path}`, status: response.status, secrets });
  }

  /** The catalog `createTemplate` validates against: fetched once, shared, fetched again after a failure. */
  let cachedCatalog: Promise<Catalog> | undefined;
  // The requests this client created: a later create that repeats a name or wording of one is refused.
  const created: object[] = [];
  // The requests sent whose answer has not come: judged as created until it comes.
  const inFlight = new Set<object>();
  // One validator per catalog; a create adds its request to the validator's account, read that once
  // (a validator made anew after each create read every earlier one again: a session was quadratic).
  let validator: { readonly catalog: Catalog; readonly created: number; readonly validator: Validator } | undefined;
  const validatorFor = (catalog: Catalog): Validator => {
    if (validator?.catalog !== catalog) {
      const existingTemplates = [...(options.existingTemplates ?? []), ...created];
      const deleted = options.deletedTemplateNames;
      // The rules as the CLI's config sets them (found by QA: a config turning a rule off or allowing a
      // name in other languages linted clean, and the client refused the same request).
      const rules = options.rules;
      validator = {
        catalog,
        created: created.length,
        validator: createValidator({ catalog, existingTemplates, ...(deleted ? { deletedTemplateNames: deleted } : {}), ...(rules ? { rules } : {}) }),
      };
    } else if (validator.created !== created.length) {
      validator = { catalog, created: created.length, validator: validator.validator.withExistingTemplates(created.slice(validator.created)) };
    }
    return validator.validator;
  };
  function platformCatalog(): Promise<Catalog> {
    if (cachedCatalog === undefined) {
      const fetching = client.getCatalog();
      cachedCatalog = fetching;
      fetching.catch(() => {
        if (cachedCatalog === fetching) cachedCatalog = undefined;
      });
    }
    return cachedCatalog;
  }

  const lookup = <T>(path: string, entry: v.GenericSchema<unknown, T>) => {
    const schema = lookupListOf(entry);
    return (call?: CallOptions) => get(path, schema, call);
  };

  const client: TemplintClient = {
    async getUserDetail(call) {
      const envelope = await get(PATHS.userDetail, USER_ENVELOPE, call);
      return first(envelope.data);
    },

    async getTemplate(providerIntegrationChatId, chatTemplateId, call) {
      if (typeof providerIntegrationChatId !== 'string' || providerIntegrationChatId === '') {
        throw new TypeError('providerIntegrationChatId must be a non-empty string');
      }
      if (!(typeof chatTemplateId === 'number' && Number.isFinite(chatTemplateId)) && !(typeof chatTemplateId === 'string' && chatTemplateId !== '')) {
        throw new TypeError('chatTemplateId must be a number or a non-empty string');
      }
      // A URL resolves a path segment of "." or ".." (encoded or not), so the request would go to another endpoint.
      for (const [name, id] of [['providerIntegrationChatId', providerIntegrationChatId], ['chatTemplateId', String(chatTemplateId)]] as const) {
        if (id === '.' || id === '..') throw new TypeError(`${name} cannot be "${id}": a URL path reads it as a step, not an id`);
      }
      const envelope = await get(PATHS.template(providerIntegrationChatId, String(chatTemplateId)), TEMPLATE_ENVELOPE, call);
      return first(envelope.data);
    },

    getTemplateCategories: lookup(PATHS.categories, categoryEntrySchema),
    getLanguages: lookup(PATHS.languages, languageEntrySchema),
    getTemplateTypes: lookup(PATHS.templateTypes, templateTypeEntrySchema),
    getInteractiveTypes: lookup(PATHS.interactiveTypes, interactiveTypeEntrySchema),
    getHeaderTypes: lookup(PATHS.headerTypes, headerTypeEntrySchema),
    getButtonTypes: lookup(PATHS.buttonTypes, buttonTypeEntrySchema),
    getDynamicVariableTypes: lookup(PATHS.dynamicVariableTypes, dynamicVariableTypeEntrySchema),

    async getCatalog(call) {
      return (await client.getMappedCatalog(call)).catalog;
    },

    async getMappedCatalog(call) {
      // Every list is needed: the first failure cancels the other lookups rather than waiting on them.
      const group = callGroup(call);
      const [templateTypes, categories, languages, headerTypes, interactiveTypes, buttonTypes, dynamicVariableTypes] = await Promise.all([
        group.member(client.getTemplateTypes(group.call)),
        group.member(client.getTemplateCategories(group.call)),
        group.member(client.getLanguages(group.call)),
        group.member(client.getHeaderTypes(group.call)),
        group.member(client.getInteractiveTypes(group.call)),
        group.member(client.getButtonTypes(group.call)),
        group.member(client.getDynamicVariableTypes(group.call)),
      ]).finally(() => {
        group.dispose();
      });
      const mapped = mapCatalog({ templateTypes, categories, languages, headerTypes, interactiveTypes, buttonTypes, dynamicVariableTypes }, catalogMapping);
      const check = checkCatalog(mapped.catalog);
      if (!check.ok) {
        const issues = check.problems.map((problem) => ({ path: [problem.path], dotPath: problem.path, message: problem.message }));
        throw new InvalidResponseError('GET /api/global/* (catalog)', issues);
      }
      cachedCatalog = Promise.resolve(check.catalog);
      return { catalog: check.catalog, unmapped: mapped.unmapped };
    },

    async createTemplate(request, call) {
      const operation = `POST ${PATHS.createTemplate}`;
      // What goes out is the JSON text, so that is what is validated: an object whose `toJSON`, getters or
      // class serialise otherwise than it reads would pass as one template and be sent as another.
      const given = withoutSchemaKey(request);
      const body = JSON.stringify(given) as string | undefined;
      // Nothing JSON can write (undefined, a function) is validated as given: the rules refuse it.
      const sent = body === undefined ? given : (JSON.parse(body) as unknown);
      let warnings: readonly Diagnostic[] = [];
      if (options.validate !== false) {
        const catalog = options.catalog ?? (await untilAborted(platformCatalog(), call?.signal));
        // As one of a set: the account's templates and this client's earlier creates come before it, and
        // so do the creates sent and not answered yet (two at once with one name would both pass).
        const base = validatorFor(catalog);
        const judge = inFlight.size === 0 ? base : base.withExistingTemplates([...inFlight]);
        const result = judge.validateSet([sent]).results[0] ?? { valid: true, diagnostics: [] };
        const diagnostics = secrets.value(result.diagnostics) as Diagnostic[];
        if (!result.valid) throw new InvalidRequestError(operation, diagnostics);
        warnings = diagnostics;
      }
      // A copy of what was sent: the caller may change its object afterwards.
      const tracked = typeof sent === 'object' && sent !== null ? sent : undefined;
      if (tracked) inFlight.add(tracked);
      let envelope: v.InferOutput<typeof TEMPLATE_ENVELOPE>;
      try {
        const response = await transport({ method: 'POST', path: PATHS.createTemplate, body, signal: call?.signal });
        envelope = readResponse(TEMPLATE_ENVELOPE, response.body, { operation, status: response.status, secrets });
      } catch (error: unknown) {
        throw answeredSuccess(error);
      } finally {
        if (tracked) inFlight.delete(tracked);
      }
      const record = first(envelope.data);
      if (tracked) created.push(tracked);
      return { record, approval: approvalOf(record), warnings };
    },
  };

  return client;
}

/** What a create's error adds when the service answered 2xx, which the client then could not read. */
const ANSWERED_SUCCESS = '; the service answered with a success status (2xx), so the template was probably created: it is never sent again by the client';

/**
 * The error of a create whose answer was a 2xx the client could not read (not JSON, not the spec's shape,
 * too large), saying the template was probably made: a second try would meet "name already used".
 * Any other error as it is.
 */
function answeredSuccess(error: unknown): unknown {
  if (error instanceof InvalidResponseError) return new InvalidResponseError(error.operation, error.issues, ANSWERED_SUCCESS, error.issueCount);
  if (error instanceof ResponseTooLargeError && error.status >= 200 && error.status <= 299) {
    return new ResponseTooLargeError(error.operation, error.status, error.limitBytes, error.receivedBytes, ANSWERED_SUCCESS);
  }
  return error;
}

/** The request without a top-level `$schema` key (the API does not know it); the caller's object is not changed. */
function withoutSchemaKey(request: CreateTemplateRequest): unknown {
  // A caller without types (JavaScript, JSON.parse) may pass anything: validation reports what it is.
  const value: unknown = request;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, '$schema')) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete copy.$schema;
  return copy;
}

/** The first element of a list the schema guarantees non-empty. */
function first<T>(items: readonly T[]): T {
  const item = items[0];
  if (item === undefined) throw new TypeError('expected a non-empty list');
  return item;
}

/** The promise's outcome, or the caller's abort as soon as it comes (the promise itself runs on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject: (reason: Error) => void) => {
    const onAbort = (): void => {
      reject(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/**
 * Throws a `TypeError` unless the option is left out or is an array of the items `isItem` accepts: a name
 * list given as one string was read a letter at a time (found by QA: the deleted name passed, one-letter
 * names were refused).
 */
function checkListOption(name: string, value: unknown, isItem: (item: unknown) => boolean, items: string): void {
  if (value === undefined) return;
  if (!Array.isArray(value) || !value.every(isItem)) throw new TypeError(`${name} must be an array of ${items}`);
}

/** Throws a `TypeError` unless the deleted names are left out, a list of names, or an object of such lists. */
function checkDeletedNames(value: unknown): void {
  const isName = (item: unknown): boolean => typeof item === 'string';
  if (value === undefined || Array.isArray(value)) {
    checkListOption('deletedTemplateNames', value, isName, 'names');
    return;
  }
  if (typeof value !== 'object' || value === null) throw new TypeError('deletedTemplateNames must be an array of names, or an object of such arrays by provider-integration id');
  // A Map of lists, as core takes it, is checked entry by entry as the object is.
  const lists: Iterable<[string, unknown]> = value instanceof Map ? (value as ReadonlyMap<string, unknown>) : Object.entries(value);
  for (const [integration, names] of lists) checkListOption(`deletedTemplateNames["${integration}"]`, names ?? null, isName, 'names');
}

/**
 * Throws a `TypeError` naming the first entry of `existingTemplates` that holds no template, as the CLI and
 * the ESLint plugin refuse it: the set rules skip such an entry (`{}`, a record flattened without its
 * `chat_template_data`, the answer of a failed call), so a list of them sent repeats without a word
 * (found by QA: a snapshot of flattened records let a repeated wording through to the service).
 */
function checkAccountEntries(entries: readonly object[] | undefined): void {
  if (entries === undefined) return;
  const failed = entries.findIndex(isFailedAnswer);
  if (failed !== -1) throw new TypeError(`existingTemplates[${String(failed)}] is the answer of a failed call (status false), not the account's templates`);
  const skipped = firstSkippedAccountEntry(entries);
  if (skipped !== undefined) throw new TypeError(`existingTemplates${skipped} must be ${ACCOUNT_ENTRY_EXPECTED}`);
}
