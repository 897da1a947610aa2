import { selectFixes, type Diagnostic, type Fix, type JsonEdit, type JsonPath, type SetEntry, type Suggestion, type Validator } from '@templint/core';
import { touchedRegions } from '@templint/core/internal';
import type { OtherFiles } from './fix/other-files.js';
import { asReported, type FixJudge } from './fix/fix-judge.js';
import { repeatCheckOf } from './fix/without-new-repeats.js';

/** Options of `collectDiagnostics`. */
export interface CollectOptions {
  /** Keep errors only. */
  readonly quiet?: boolean;
  /**
   * Also run the rules that compare templates over the file's requests (`validateSet`): the ESLint
   * plugin, which sees one file at a time. The CLI compares every file's requests together instead.
   */
  readonly together?: boolean;
  /** With `together`: where each request of the file is, by index, as messages name another one. */
  readonly locations?: readonly string[];
  /**
   * Drop each fix that alone would add an error to its request (core's `selectFixes` check), for callers
   * that hand fixes on one by one: ESLint applies a rule's fix as it is given.
   */
  readonly checkFixes?: boolean;
  /**
   * With `checkFixes`: keep only the fixes of one round, those `selectFixes` takes together (a diagnostic
   * sharing a taken fix keeps it), as `templint --fix` applies them; the others wait until those are
   * applied. For ESLint, which applies at once every fix it is given whose text overlaps no other's: two
   * fixes each safe alone were applied together (`chat_template_bdy` and `chat_template_boyd` both renamed
   * to `chat_template_body`, a key written twice and the first body lost).
   */
  readonly oneRound?: boolean;
  /**
   * With `checkFixes`: the rules whose fixes are given; the others' diagnostics still judge the fixes but
   * offer none, so a rule ESLint does not run cannot take a round's place from one it runs.
   */
  readonly fixesOf?: (ruleId: string) => boolean;
  /**
   * Told what the rules that compare templates read of each request (`Validator.validateEntry`), with its
   * index in an array file: for a caller that compares the requests of many files later (the CLI).
   */
  readonly onEntry?: (entry: SetEntry, index: number | undefined) => void;
  /** With `checkFixes`: the requests of the other files judged with this one, which no fix may repeat either. */
  readonly otherFiles?: OtherFiles;
  /**
   * False for a caller that shows no suggestions (the CLI's formats but `json`): they are left out rather
   * than checked, a check that validates the request again with each (3% of a run over 10,000 files).
   */
  readonly suggestions?: boolean;
  /**
   * With `checkFixes`: for settings that turn rules off, the validator that judges the fixes (those rules
   * back on) and the rules that run. A file with something to fix is validated again by it: the running
   * rules' diagnostics are kept, their fixes judged by every rule (a rule's diagnostics do not depend on
   * the others running), so turned-off rules cost nothing on a file with nothing to fix. Only the running
   * rules give fixes: a turned-off rule's (a derived name set where a misspelt name key would be renamed)
   * would take a round's place every pass.
   */
  readonly judge?: FixJudge;
}

/**
 * The diagnostics of one payload file's JSON value: one create request, or an array of them (each
 * validated by `validator`, its diagnostics' paths prefixed by its index). The CLI and the ESLint plugin
 * both use it.
 */
export function collectDiagnostics(value: unknown, validator: Validator, options: CollectOptions = {}): Diagnostic[] {
  if (options.judge && options.checkFixes) return judgedDiagnostics(value, validator, { ...options, judge: options.judge });
  const isArray = Array.isArray(value);
  const requests: readonly unknown[] = isArray ? value : [value];
  const diagnostics: Diagnostic[] = [];
  const { onEntry } = options;
  // Each request's entry (what the rules that compare templates read) comes with its validation when a
  // caller compares or keeps them; the fix check reads them itself, only for a file with a fix.
  const entries: SetEntry[] | undefined = options.together === true || onEntry ? [] : undefined;
  const own = requests.map((request, index): readonly Diagnostic[] => {
    if (!entries) return validator.validate(request).diagnostics;
    const { result, entry } = validator.validateEntry(request);
    entries.push(entry);
    onEntry?.(entry, isArray ? index : undefined);
    return result.diagnostics;
  });
  // As `validateSet`: each request's own diagnostics, then those of the rules that compare templates.
  const compared = options.together === true && entries ? validator.compareEntries(entries, options.locations) : undefined;
  requests.forEach((request, index) => {
    const setFound = compared?.[index] ?? [];
    const found = setFound.length === 0 ? (own[index] ?? []) : [...(own[index] ?? []), ...setFound];
    const offered = options.fixesOf ? fixesOnlyOf(found, options.fixesOf) : found;
    const fixesChecked = options.checkFixes ? withSafeFixes(offered, request, validator, options.oneRound === true) : found;
    // Suggestions left out at the end (`suggestions: false`) are not checked either.
    const safe = options.checkFixes && options.suggestions !== false ? withSafeRenames(withoutSuggestionsWhereFixesWrite(fixesChecked), request, validator) : fixesChecked;
    for (const diagnostic of safe) {
      if (options.quiet && diagnostic.severity !== 'error') continue;
      diagnostics.push(isArray ? prefixed(diagnostic, index) : diagnostic);
    }
  });
  if (!options.checkFixes) return diagnostics;
  // Each request's fixes were checked alone: none may make the file repeat a name or wording either.
  const check = repeatCheckOf(value, validator, entries, options.otherFiles);
  const withFix = diagnostics.filter((diagnostic): diagnostic is Diagnostic & { readonly fix: Fix } => diagnostic.fix !== undefined);
  const kept = new Set<Diagnostic>(check.fixes(withFix));
  const checked = diagnostics.map((diagnostic) => (diagnostic.fix === undefined || kept.has(diagnostic) ? diagnostic : without(diagnostic, 'fix')));
  if (options.suggestions === false) return withoutSuggestions(checked);
  // A suggestion is applied alone, by a person: offered only when it too repeats nothing.
  return check.suggestions(checked);
}

/** `collectDiagnostics` with fixes judged by `judge` (see `CollectOptions.judge`). */
function judgedDiagnostics(value: unknown, validator: Validator, { judge, onEntry, ...options }: CollectOptions & { readonly judge: FixJudge }): Diagnostic[] {
  // The entries are told once, by the running validator's pass.
  const found = collectDiagnostics(value, validator, { ...options, ...(onEntry ? { onEntry } : {}), checkFixes: false });
  const edits = (diagnostic: Diagnostic): boolean => diagnostic.fix !== undefined || (options.suggestions !== false && diagnostic.suggestions !== undefined);
  if (!found.some(edits)) return options.suggestions === false ? withoutSuggestions(found) : found;
  // Quiet after the severities are the settings' own: a rule lowered to a warning is an error to the judge.
  const judged = collectDiagnostics(value, judge.validator, { ...options, quiet: false, fixesOf: judge.runs });
  const reported = judged.filter((diagnostic) => judge.runs(diagnostic.ruleId)).map((diagnostic) => asReported(judge, diagnostic));
  return options.quiet === true ? reported.filter((diagnostic) => diagnostic.severity === 'error') : reported;
}

/** The diagnostics without their suggestions (`suggestions: false`: left out, so not checked either). */
function withoutSuggestions(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((diagnostic) => (diagnostic.suggestions === undefined ? diagnostic : without(diagnostic, 'suggestions')));
}

/**
 * The diagnostics of one request without the suggestions that write where another diagnostic's fix writes:
 * the fix puts back what the author wrote (a misspelt `chat_template_body_variabel_data` renamed, its rows
 * and samples with it), and "Add 2 variable rows" applied instead stranded those rows under the misspelt
 * key, an error more (found by QA). Two paths overlap when either is a prefix of the other; each path's
 * prefixes are counted once, so the check is linear in the edits.
 */
function withoutSuggestionsWhereFixesWrite(diagnostics: readonly Diagnostic[]): readonly Diagnostic[] {
  if (!diagnostics.some((diagnostic) => diagnostic.suggestions !== undefined) || !diagnostics.some((diagnostic) => diagnostic.fix !== undefined)) return diagnostics;
  // How many fixes write each path (`at`), and each path below which one writes (`below`): counts, not
  // core's PathTrie of `selectFixes`, so a diagnostic's own fix can be taken out while its suggestions are judged.
  const at = new Map<string, number>();
  const below = new Map<string, number>();
  const count = (fix: Fix | undefined, by: 1 | -1): void => {
    for (const path of fix?.edits.flatMap(touchedRegions) ?? []) {
      for (let length = 0; length <= path.length; length += 1) {
        const counts = length === path.length ? at : below;
        const key = JSON.stringify(path.slice(0, length));
        counts.set(key, (counts.get(key) ?? 0) + by);
      }
    }
  };
  for (const { fix } of diagnostics) count(fix, 1);
  // Written when a fix writes below the path, or at the path or any path above it (the root included).
  const written = (path: JsonPath): boolean =>
    (below.get(JSON.stringify(path)) ?? 0) > 0 || Array.from({ length: path.length + 1 }, (_, length) => path.slice(0, length)).some((above) => (at.get(JSON.stringify(above)) ?? 0) > 0);
  const clashes = (suggestion: Suggestion): boolean => suggestion.fix.edits.flatMap(touchedRegions).some(written);
  return diagnostics.map((diagnostic) => {
    const { suggestions, fix } = diagnostic;
    if (suggestions === undefined) return diagnostic;
    // A diagnostic's own fix is no other's: its suggestions are judged against the rest.
    count(fix, -1);
    const kept = suggestions.filter((suggestion) => !clashes(suggestion));
    count(fix, 1);
    if (kept.length === suggestions.length) return diagnostic;
    return kept.length === 0 ? without(diagnostic, 'suggestions') : { ...diagnostic, suggestions: kept };
  });
}

/** Whether the suggestion sets the template's name. */
function renames(suggestion: Suggestion): boolean {
  return suggestion.fix.edits.some(({ path }) => path.length === 2 && path[0] === 'chat_template_data' && path[1] === 'chat_template_name');
}

/**
 * The diagnostics with each suggestion that renames the template kept only when, applied alone, it adds no
 * error (core's fix check, as a fix is judged): `{order_update` was offered "Rename it `order_update`." beside
 * an `order_update` of `existingTemplateNames`, an error once applied. Other suggestions may leave what a
 * person fills in ("Add a row for `2`; fill in its sample value."), so they are not judged so. One
 * validation per renaming suggestion.
 */
function withSafeRenames(diagnostics: readonly Diagnostic[], request: unknown, validator: Validator): readonly Diagnostic[] {
  if (!diagnostics.some((diagnostic) => diagnostic.suggestions?.some(renames))) return diagnostics;
  const validate = (value: unknown): readonly Diagnostic[] => validator.validate(value).diagnostics;
  // What the request has, without fixes: the suggestion checked is the one fix among them.
  const unfixed = diagnostics.map((diagnostic) => (diagnostic.fix === undefined ? diagnostic : without(diagnostic, 'fix')));
  const addsNoError = (index: number, fix: Fix): boolean => selectFixes(unfixed.map((other, at) => (at === index ? { ...other, fix } : other)), { request, validate }).length > 0;
  return diagnostics.map((diagnostic, index) => {
    const { suggestions } = diagnostic;
    if (!suggestions?.some(renames)) return diagnostic;
    const kept = suggestions.filter((suggestion) => !renames(suggestion) || addsNoError(index, suggestion.fix));
    if (kept.length === suggestions.length) return diagnostic;
    return kept.length === 0 ? without(diagnostic, 'suggestions') : { ...diagnostic, suggestions: kept };
  });
}

/** The diagnostics, those of the rules `gives` refuses without their fix: they judge, but give none. */
export function fixesOnlyOf(diagnostics: readonly Diagnostic[], gives: (ruleId: string) => boolean): Diagnostic[] {
  return diagnostics.map((diagnostic) => (diagnostic.fix && !gives(diagnostic.ruleId) ? without(diagnostic, 'fix') : diagnostic));
}

/** A diagnostic without its fix, or without its suggestions. */
export function without(diagnostic: Diagnostic, key: 'fix' | 'suggestions'): Diagnostic {
  const { fix, suggestions, ...rest } = diagnostic;
  if (key === 'fix') return suggestions === undefined ? rest : { ...rest, suggestions };
  return fix === undefined ? rest : { ...rest, fix };
}

/** A diagnostic of the request at `index` of an array file: its path and its edits' paths start there. */
export function prefixed(diagnostic: Diagnostic, index: number): Diagnostic {
  const { fix, suggestions } = diagnostic;
  return {
    ...diagnostic,
    path: [index, ...diagnostic.path],
    ...(fix ? { fix: prefixFix(fix, index) } : {}),
    ...(suggestions ? { suggestions: suggestions.map((suggestion) => ({ ...suggestion, fix: prefixFix(suggestion.fix, index) })) } : {}),
  };
}

function prefixFix(fix: Fix, index: number): Fix {
  return { edits: fix.edits.map((edit): JsonEdit => ({ ...edit, path: [index, ...edit.path] })) };
}

/**
 * How many fixes may each be checked alone, per request: past it, the others `selectFixes` left out are not
 * given (withholding a fix is always safe) and those it took are given as checked together, so a request
 * with thousands of fixes costs a bounded number of validations, not one each.
 */
const MAX_ALONE_CHECKS = 32;

/**
 * The diagnostics with each fix kept only when applying it alone adds no error: one validation for the
 * fixes `selectFixes` takes together, then, when it takes more than one, one for each fix (fixes sound
 * together may lean on each other: renaming a misspelt `chat_template_flag_interactive_message` alone makes
 * the template interactive without the `interactive_type_id` a second rename restores), else one for each
 * fix it leaves (an overlap, or a new error); a fix with the same edits as one checked already shares its answer.
 */
function withSafeFixes(diagnostics: readonly Diagnostic[], request: unknown, validator: Validator, oneRound: boolean): Diagnostic[] {
  const validate = (value: unknown): readonly Diagnostic[] => validator.validate(value).diagnostics;
  const taken = new Set<Diagnostic>(selectFixes(diagnostics, { request, validate }));
  if (oneRound) {
    const takenFixes = new Set<Fix>([...taken].flatMap((diagnostic) => (diagnostic.fix ? [diagnostic.fix] : [])));
    return diagnostics.map((diagnostic) => (!diagnostic.fix || takenFixes.has(diagnostic.fix) ? diagnostic : without(diagnostic, 'fix')));
  }
  const verdicts = new Map<string, boolean>();
  // A fix shared by many diagnostics (variable-name-format's one fix of a text, on each malformed
  // placeholder) is written out as a key once: its text grows with the text, so writing it once per
  // diagnostic was quadratic (16,000 placeholders in a 245 KB body: 17 s of CPU for any format).
  const verdictOfFix = new Map<Fix, boolean>();
  return diagnostics.map((diagnostic) => {
    if (!diagnostic.fix || (taken.has(diagnostic) && (taken.size === 1 || verdicts.size >= MAX_ALONE_CHECKS))) return diagnostic;
    let safe = verdictOfFix.get(diagnostic.fix);
    if (safe === undefined) {
      const key = JSON.stringify(diagnostic.fix.edits);
      safe = verdicts.get(key);
      if (safe === undefined) {
        const alone = diagnostics.map((other) => (other === diagnostic ? other : without(other, 'fix')));
        safe = verdicts.size < MAX_ALONE_CHECKS && selectFixes(alone, { request, validate }).length > 0;
        verdicts.set(key, safe);
      }
      verdictOfFix.set(diagnostic.fix, safe);
    }
    return safe ? diagnostic : without(diagnostic, 'fix');
  });
}
