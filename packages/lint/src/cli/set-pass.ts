// The rules that compare templates (`requires: 'templateSet'`) run once over every request of the files
// a run lints with one account (set-groups.ts), after the files themselves: a name or wording is reported
// at each repeat after the first, with where the first is. Their messages join the results of the files
// they land in.
import { relative } from 'node:path';
import { createValidator, normalizeRuleSetting, rules, type Diagnostic, type Fix, type JsonEdit, type JsonPath, type RuleEntry, type SetEntry, type ValidateOptions, type Validator } from '@templint/core';
import { nameStem, settingOf } from '@templint/core/internal';
import { toResult, type LintMessage, type LintResult } from '../lint-result.js';
import { locateDiagnostics } from '../lint-text.js';
import { createTextLocator } from '../locate/text-locator.js';
import { lineAndColumn, type LineColumn } from '../syntax/line-column.js';

/** A request's entry for the set rules (`Validator.validateEntry`), and its index when its file holds an array. */
export interface FileEntry {
  readonly entry: SetEntry;
  readonly index: number | undefined;
}

/**
 * A file the run linted: its result, its requests' entries (read while the file was linted, so the set
 * pass reads no request again) and its text, where the set rules' messages are located.
 */
export interface LintedFile {
  readonly filePath: string;
  readonly text: string;
  readonly entries: readonly FileEntry[];
  readonly result: LintResult;
}

/** The ids of the rules that compare templates. */
const SET_RULE_IDS: readonly string[] = rules.filter((rule) => rule.requires === 'templateSet').map((rule) => rule.id);

/** True for a rule that compares templates. */
export function isSetRule(ruleId: string): boolean {
  return SET_RULE_IDS.includes(ruleId);
}

/**
 * A validator that runs only the set rules, with the caller's settings for them; undefined when the
 * settings turn them all off (then the run streams its report file by file, as before).
 */
export function createSetValidator(options: ValidateOptions): Validator | undefined {
  if (!anySetRuleOn(options.rules)) return undefined;
  const settings: Record<string, RuleEntry> = {};
  for (const rule of rules) {
    const entry = entryOf(options.rules, rule.id);
    if (!isSetRule(rule.id)) settings[rule.id] = 'off';
    else if (entry !== undefined) settings[rule.id] = entry;
  }
  return createValidator({ ...options, rules: settings });
}

/** False when these rule settings turn every set rule off (the command line's then hold for every file). */
export function anySetRuleOn(settings: Readonly<Record<string, RuleEntry>> | undefined): boolean {
  return SET_RULE_IDS.some((id) => {
    const entry = entryOf(settings, id);
    return entry === undefined || normalizeRuleSetting(settingOf(entry)) !== 'off';
  });
}

function entryOf(settings: Readonly<Record<string, RuleEntry>> | undefined, id: string): RuleEntry | undefined {
  return settings !== undefined && Object.hasOwn(settings, id) ? settings[id] : undefined;
}

/** One request of the set: which file it is in, and its index when that file holds an array. */
interface Member {
  readonly file: number;
  readonly index: number | undefined;
}

/**
 * The files' results with the set rules' messages added where they land (input order kept). `judged`:
 * the files this validator's settings (their account, their set-rule settings) judge, when not all. The
 * other files take part with the requests that share a name or wording with one of theirs (a repeat is two
 * entries with the same name or wording), compared as if before them: a judged file's repeat of another
 * file's request is reported in the judged file, whichever came first, so each file is judged by its own
 * settings and the result does not depend on the order of the files. The others' results are given back
 * as they were.
 */
export function addSetMessages(files: readonly LintedFile[], validator: Validator, cwd: string, quiet: boolean, withFixes: boolean, judged?: (file: LintedFile) => boolean): LintResult[] {
  const entries: SetEntry[] = [];
  const locations: string[] = [];
  const members: Member[] = [];
  const locators = new Map<number, ReturnType<typeof createTextLocator>>();
  const locatorOf = (file: number): ReturnType<typeof createTextLocator> => {
    let locator = locators.get(file);
    if (!locator) locators.set(file, (locator = createTextLocator(files[file]?.text ?? '')));
    return locator;
  };
  const sharing = sharingWith(files, judged);
  const integrations = judgedIntegrations(files, judged);
  // Another file's requests of a provider-integration no judged request is in can repeat none of them (a
  // name is unique within its provider-integration, spec 2.2), so they take no part. Compared as requests,
  // they were judged with this group's settings (its deleted names, meant for its own business account) and
  // took free names of their own.
  const add = (file: LintedFile, fileIndex: number, takesPart: (entry: SetEntry) => boolean): void => {
    if (file.result.fatalErrorCount > 0) return;
    const shown = relative(cwd, file.filePath) || file.filePath;
    for (const { entry, index } of file.entries) {
      if (!takesPart(entry)) continue;
      if (integrations && !integrations.has(entry.integration)) continue;
      // A file of one request starts where its text does: no scan of the whole file for that.
      const start = index === undefined ? rootStart(file.text) : locatorOf(fileIndex)([index]);
      entries.push(entry);
      locations.push(`${shown}:${String(start.line)}:${String(start.column)}`);
      members.push({ file: fileIndex, index });
    }
  };
  // The other files' requests first, then the judged files'.
  if (judged) files.forEach((file, fileIndex) => {
    if (!judged(file)) add(file, fileIndex, sharing);
  });
  files.forEach((file, fileIndex) => {
    if (!judged || judged(file)) add(file, fileIndex, () => true);
  });
  const found = new Map<number, Diagnostic[]>();
  const related = new Map<Diagnostic, LintMessage['related']>();
  validator.compareEntries(entries, locations).forEach((compared, at) => {
    const member = members[at];
    if (!member) return;
    const landing = files[member.file];
    if (judged && landing && !judged(landing)) return;
    for (const diagnostic of compared) {
      if (quiet && diagnostic.severity !== 'error') continue;
      const placed = member.index === undefined ? diagnostic : prefixed(diagnostic, member.index);
      const other = diagnostic.related?.index === undefined ? undefined : members[diagnostic.related.index];
      if (other && diagnostic.related) {
        const otherFile = files[other.file];
        const path = other.index === undefined ? diagnostic.related.path : [other.index, ...diagnostic.related.path];
        if (otherFile) related.set(placed, { filePath: otherFile.filePath, ...locatorOf(other.file)(path), message: diagnostic.related.label });
      }
      const list = found.get(member.file) ?? [];
      list.push(placed);
      found.set(member.file, list);
    }
  });
  return files.map((file, fileIndex) => {
    const diagnostics = found.get(fileIndex);
    if (!diagnostics) return file.result;
    const messages = locateDiagnostics(file.text, diagnostics, withFixes, locatorOf(fileIndex)).map((message, at) => {
      const diagnostic = diagnostics[at];
      const link = diagnostic === undefined ? undefined : related.get(diagnostic);
      return link ? { ...message, related: link } : message;
    });
    const all = [...file.result.messages, ...messages].sort((a, b) => a.line - b.line || a.column - b.column);
    // The rest of the result stays: the fixed text (`output`) and the file's times (`stats`).
    return { ...file.result, ...toResult(file.filePath, all, { errors: file.result.fixableErrorCount, warnings: file.result.fixableWarningCount }) };
  });
}

/**
 * Each group's files judged by its validator, each compared with every file of the run (`files`, in the
 * run's order): a file's result with the set rules' messages, for every file of a group. A group's pass
 * reads its own files and those that share a name or wording with them, the others adding nothing to it:
 * with a config per folder, a pass over every file for each group grew as groups × files.
 */
export function judgeGroups(files: readonly LintedFile[], groups: readonly { readonly validator: Validator; readonly members: ReadonlySet<LintedFile> }[], cwd: string, quiet: boolean, withFixes: boolean): Map<LintedFile, LintResult> {
  const judged = new Map<LintedFile, LintResult>();
  // Indexed only for a group that holds some of the files: a group of them all (one config) reads them all.
  let sharing: ((members: ReadonlySet<LintedFile>) => LintedFile[]) | undefined;
  for (const { validator, members } of groups) {
    const all = files.every((file) => members.has(file));
    const read = all ? files : (sharing ??= createSharing(files))(members);
    const only = all || read.every((file) => members.has(file)) ? undefined : (file: LintedFile): boolean => members.has(file);
    addSetMessages(read, validator, cwd, quiet, withFixes, only).forEach((result, at) => {
      const file = read[at];
      if (file && members.has(file)) judged.set(file, result);
    });
  }
  return judged;
}

/**
 * The keys by which a request takes part in the comparisons: its name, its name's stem (the free names
 * offered for a repeat of it pass by every name of that stem: `order_update_2`), and its wording.
 */
function comparisonKeys(entry: SetEntry): string[] {
  const keys: string[] = [];
  if (entry.name !== undefined) keys.push(`name:${entry.name}`, `stem:${nameStem(entry.name)}`);
  if (entry.wording !== undefined) keys.push(`wording:${entry.wording}`);
  return keys;
}

/**
 * The files a group's pass reads, in the run's order: the group's own (those of `files`) and every file
 * holding a request that shares a key with one of theirs (`comparisonKeys`; a name's stem only for a name
 * used more than once, the only kind offered a free name); the other files add nothing to the pass.
 * `files` are indexed once, and each distinct key is looked up once per group, so the passes of a run cost
 * its files and their repeats, not groups × files.
 */
function createSharing(files: readonly LintedFile[]): (members: ReadonlySet<LintedFile>) => LintedFile[] {
  const order = new Map<LintedFile, number>();
  const byKey = new Map<string, LintedFile[]>();
  const namesUsed = new Map<string, number>();
  files.forEach((file, at) => {
    order.set(file, at);
    for (const { entry } of file.entries) {
      if (entry.name !== undefined) namesUsed.set(entry.name, (namesUsed.get(entry.name) ?? 0) + 1);
      for (const key of comparisonKeys(entry)) {
        const list = byKey.get(key);
        if (list === undefined) byKey.set(key, [file]);
        else if (list[list.length - 1] !== file) list.push(file);
      }
    }
  });
  return (members) => {
    const keys = new Set<string>();
    const found = new Set<LintedFile>();
    for (const member of members) {
      // A member the run read no JSON of is in no comparison.
      if (!order.has(member)) continue;
      found.add(member);
      for (const { entry } of member.entries) {
        const repeated = entry.name !== undefined && (namesUsed.get(entry.name) ?? 0) > 1;
        for (const key of comparisonKeys(entry)) if (repeated || !key.startsWith('stem:')) keys.add(key);
      }
    }
    for (const key of keys) for (const file of byKey.get(key) ?? []) found.add(file);
    return [...found].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  };
}

/** The provider-integrations of the judged files' requests; undefined when every file is judged. */
function judgedIntegrations(files: readonly LintedFile[], judged: ((file: LintedFile) => boolean) | undefined): ReadonlySet<string | undefined> | undefined {
  if (!judged) return undefined;
  const integrations = new Set<string | undefined>();
  for (const file of files) if (judged(file)) for (const { entry } of file.entries) integrations.add(entry.integration);
  return integrations;
}

/** Whether another file's request shares a key (`comparisonKeys`) with a request of the judged files. */
function sharingWith(files: readonly LintedFile[], judged: ((file: LintedFile) => boolean) | undefined): (entry: SetEntry) => boolean {
  if (!judged) return () => true;
  const keys = new Set<string>();
  for (const file of files) {
    if (!judged(file)) continue;
    for (const { entry } of file.entries) for (const key of comparisonKeys(entry)) keys.add(key);
  }
  return (entry) => comparisonKeys(entry).some((key) => keys.has(key));
}

function prefixed(diagnostic: Diagnostic, index: number): Diagnostic {
  const { suggestions } = diagnostic;
  const prefix = (path: JsonPath): (string | number)[] => [index, ...path];
  const prefixFix = (fix: Fix): Fix => ({ edits: fix.edits.map((edit): JsonEdit => ({ ...edit, path: prefix(edit.path) })) });
  return {
    ...diagnostic,
    path: prefix(diagnostic.path),
    ...(suggestions ? { suggestions: suggestions.map((suggestion) => ({ ...suggestion, fix: prefixFix(suggestion.fix) })) } : {}),
  };
}

/** The whitespace JSON allows between tokens. */
const JSON_WHITESPACE = ' \t\n\r';

/** Line and column of a JSON text's first character that is not whitespace: where its value starts. */
function rootStart(text: string): LineColumn {
  let offset = 0;
  while (offset < text.length && JSON_WHITESPACE.includes(text.charAt(offset))) offset += 1;
  // Lines counted by the one line index, over the leading whitespace only (not the whole file).
  return lineAndColumn(text.slice(0, offset + 1), offset);
}
