// The settings the rules that compare templates judge each file with: its own settings' account (snapshot,
// deleted names, existing names, the catalog they are read with) and its own settings for those rules.
// Files whose settings read the same account files, with the same settings for the set rules, are one
// group, judged in one pass; each pass compares its files with every file of the run (set-pass.ts).
import type { Locale, RuleEntry, Validator } from '@templint/core';
import type { Settings } from './config.js';
import { createSetValidator, isSetRule, type LintedFile } from './set-pass.js';

/** The files of one account, and the validator that runs the set rules over them with that account. */
export interface SetGroup {
  readonly validator: Validator;
  readonly files: LintedFile[];
}

/** The groups of one run, in the order their first file came. */
export interface SetGroups {
  /** The group of a file with these settings; undefined when its settings turn every set rule off. */
  groupOf(settings: Settings): SetGroup | undefined;
  readonly all: readonly SetGroup[];
}

export function createSetGroups(locale: Locale): SetGroups {
  // Settings read from the same config object (or the command line) share these objects: their identity
  // says which account a file has, without reading a snapshot again.
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (source: object | undefined): string => {
    if (source === undefined) return '-';
    let id = ids.get(source);
    if (id === undefined) ids.set(source, (id = nextId++));
    return String(id);
  };
  const groups = new Map<string, SetGroup | undefined>();
  // The project makes one settings object per folder setup: a file's group is found once per settings.
  const bySettings = new WeakMap<Settings, SetGroup | undefined>();
  const all: SetGroup[] = [];
  const groupOf = (settings: Settings): SetGroup | undefined => {
    const { templates, deletedNames, existingNames, catalog } = settings.account;
    const key = [idOf(templates), idOf(deletedNames), idOf(existingNames), idOf(catalog), JSON.stringify(setRuleSettings(settings.validateOptions.rules))].join('\0');
    if (groups.has(key)) return groups.get(key);
    const validator = createSetValidator({ ...settings.validateOptions, locale });
    const group = validator ? { validator, files: [] } : undefined;
    groups.set(key, group);
    if (group) all.push(group);
    return group;
  };
  return {
    all,
    groupOf(settings) {
      if (!bySettings.has(settings)) bySettings.set(settings, groupOf(settings));
      return bySettings.get(settings);
    },
  };
}

/** The settings of the set rules only: other rules' settings do not split an account. */
function setRuleSettings(settings: Readonly<Record<string, RuleEntry>> | undefined): [string, RuleEntry][] {
  return Object.entries(settings ?? {}).filter(([id]) => isSetRule(id));
}
