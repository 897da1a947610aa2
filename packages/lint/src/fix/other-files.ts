import type { SetEntry } from '@templint/core';

/**
 * The requests of the other files judged with one account, as a fix check asks for them: a fix that gives
 * a request a name or wording another file has may make the two repeat each other, which the file's own
 * check cannot see.
 */
export interface OtherFiles {
  /** Their entries with this name; undefined when more than `limit` differ (a change to it then counts as a repeat). */
  named(name: string, limit: number): readonly SetEntry[] | undefined;
  /** Their entries with this wording; undefined past `limit`, as `named`. */
  worded(wording: string, limit: number): readonly SetEntry[] | undefined;
}

/**
 * How many other files' requests one check compares at most: past it, a fix into a name or wording that
 * many files share is left out (it would almost surely repeat one), so a run of many fixes stays linear.
 */
export const MAX_OTHER_REQUESTS = 64;
