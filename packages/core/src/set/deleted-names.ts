// Names of templates deleted recently, as `ValidateOptions.deletedTemplateNames` gives them: one list for
// every provider-integration the requests name (an account of one), or a list per provider-integration id.
// The approval authority keeps a deleted name from the business account it was deleted in, and a
// provider-integration is one such account (spec 2.1): `order_update` deleted in `pi_0001` is free in `pi_0009`.
import { nameSetOf, type NameList } from '../options/name-set.js';

/** The names deleted recently: a list for every provider-integration, or a list per provider-integration id. */
export type DeletedTemplateNamesOption = NameList | Readonly<Record<string, NameList>> | ReadonlyMap<string, NameList>;

/** What a set rule asks of the names deleted recently. */
export interface DeletedTemplateNames {
  /** True when `name` was deleted recently in `integration` (the request's `provider_integration_chat_id`). */
  has(name: string, integration: string | undefined): boolean;
}

/** The validator's view: the rules' question, whether any name was given, and whether a name was deleted anywhere. */
export interface DeletedNames extends DeletedTemplateNames {
  readonly empty: boolean;
  /** True when `name` was deleted in any provider-integration: no free name offered takes it. */
  hasAnywhere(name: string): boolean;
}

/**
 * The option read once; undefined when not given. Throws a TypeError for a value that is neither a list of
 * names nor an object of lists (the caller's configuration, not a request).
 */
export function deletedNamesOf(option: DeletedTemplateNamesOption | undefined): DeletedNames | undefined {
  if (option === undefined) return undefined;
  const given: unknown = option;
  if (typeof given !== 'object' || given === null) throw new TypeError(`deletedTemplateNames must be a list of names, or an object of lists by provider-integration id, not ${given === null ? 'null' : typeof given}`);
  if (Symbol.iterator in given && !(given instanceof Map)) {
    const everywhere = nameSetOf('deletedTemplateNames', given as NameList);
    return { empty: everywhere.size === 0, has: (name) => everywhere.has(name), hasAnywhere: (name) => everywhere.has(name) };
  }
  const byIntegration = new Map<string, ReadonlySet<string>>();
  const anywhere = new Set<string>();
  const lists: Iterable<[string, unknown]> = given instanceof Map ? (given as ReadonlyMap<string, unknown>) : Object.entries(given);
  for (const [integration, names] of lists) {
    // undefined given for an integration is a list left out by mistake, refused as any other non-list.
    const set = nameSetOf(`deletedTemplateNames["${integration}"]`, (names ?? null) as NameList);
    byIntegration.set(integration, set);
    for (const name of set) anywhere.add(name);
  }
  return {
    empty: anywhere.size === 0,
    has: (name, integration) => integration !== undefined && byIntegration.get(integration)?.has(name) === true,
    hasAnywhere: (name) => anywhere.has(name),
  };
}
