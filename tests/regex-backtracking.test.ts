// No regular expression with nested or adjacent unbounded quantifiers runs on user text (issue 21): such an
// expression goes back over a long run of characters from each of its positions, so its time grows with the
// square of the text (or worse). Every regular expression in the packages' own sources is read with the
// TypeScript parser and checked for the three shapes that backtrack: a quantified group holding a quantifier
// (`(a+)+`), two unbounded quantifiers side by side (`\s*\s*`, or with only optional atoms between), and an
// unbounded run that must end the text in an expression that does not start it (`[\s}]+$`, tried from every
// position). A test, not a promise of the engine: the shapes are what V8's backtracking makes quadratic.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { PACKAGES, packageSourceFolders, sourceFiles } from './support/package-sources.js';

/** Every source file of every package. */
function packageSources(): string[] {
  return packageSourceFolders().flatMap(sourceFiles);
}

/** Every regular expression literal of a file, and the string given to `new RegExp(...)`, as source text. */
function regexesOf(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) found.push(node.text.slice(1, node.text.lastIndexOf('/')));
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [first] = node.arguments ?? [];
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

interface Atom {
  /** `*`, `+` or `{n,}`: no upper bound. */
  readonly unbounded: boolean;
  /** `?`, `*` or `{0,...}`: may match nothing. */
  readonly optional: boolean;
  /** A group's own branches, when the atom is a group. */
  readonly inner?: Atom[][];
  readonly text: string;
}

/** The branches of a pattern, each a sequence of atoms with their quantifiers. Enough of the syntax for the check. */
function parse(pattern: string, from = 0): { branches: Atom[][]; end: number } {
  const branches: Atom[][] = [[]];
  let index = from;
  while (index < pattern.length) {
    const character = pattern.charAt(index);
    if (character === ')') break;
    if (character === '|') {
      branches.push([]);
      index += 1;
      continue;
    }
    const start = index;
    let inner: Atom[][] | undefined;
    if (character === '\\') index += 2;
    else if (character === '[') {
      index += 1;
      while (index < pattern.length && pattern.charAt(index) !== ']') index += pattern.charAt(index) === '\\' ? 2 : 1;
      index += 1;
    } else if (character === '(') {
      let open = index + 1;
      if (pattern.startsWith('?', open)) open += pattern.startsWith('?<', open) && !/^\?<[=!]/.test(pattern.slice(open)) ? pattern.indexOf('>', open) + 1 - open : 2;
      const group = parse(pattern, open);
      inner = group.branches;
      index = group.end + 1;
    } else index += 1;
    const quantifier = /^(?:[*+?]|\{\d+(?:,\d*)?\})\??/.exec(pattern.slice(index))?.[0] ?? '';
    index += quantifier.length;
    const unbounded = quantifier.startsWith('*') || quantifier.startsWith('+') || /^\{\d+,\}/.test(quantifier);
    const optional = quantifier.startsWith('*') || quantifier.startsWith('?') || quantifier.startsWith('{0');
    branches[branches.length - 1]?.push({ unbounded, optional, text: pattern.slice(start, index), ...(inner ? { inner } : {}) });
  }
  return { branches, end: index };
}

/** True when the run's class surely or likely matches `single`, one character with no quantifier. */
function alsoMatches(run: Atom, single: Atom): boolean {
  if (single.inner !== undefined || /[*+?}]$/.test(single.text)) return false;
  const base = run.text.replace(/[*+?]\??$|\{\d+,\d*\}\??$/, '');
  if (base === '\\s') return ['\\n', '\\r', '\\t', '\\f', '\\v', ' '].includes(single.text);
  if (base === '\\w') return /^[A-Za-z0-9_]$/.test(single.text);
  return ['.', '\\S', '\\W', '\\D'].includes(base) || base.startsWith('[^');
}

function hasUnbounded(branches: readonly (readonly Atom[])[]): boolean {
  return branches.some((branch) => branch.some((atom) => atom.unbounded || (atom.inner !== undefined && hasUnbounded(atom.inner))));
}

/** The backtracking shapes found in a pattern, each named. */
export function backtrackingShapes(pattern: string): string[] {
  const found: string[] = [];
  const check = (branches: readonly (readonly Atom[])[], top: boolean): void => {
    for (const branch of branches) {
      let previousUnbounded: Atom | undefined;
      branch.forEach((atom, index) => {
        if (atom.inner) {
          if (atom.unbounded && hasUnbounded(atom.inner)) found.push(`nested quantifier ${atom.text}`);
          check(atom.inner, false);
        }
        if (atom.unbounded && previousUnbounded) found.push(`adjacent quantifiers ${previousUnbounded.text}…${atom.text}`);
        if (atom.unbounded) previousUnbounded = atom;
        // A run of a class that also matches the one character after it: `\s*\n\s*` is adjacent.
        else if (!atom.optional && !(previousUnbounded && alsoMatches(previousUnbounded, atom))) previousUnbounded = undefined;
        const next = branch[index + 1];
        if (top && atom.unbounded && next?.text === '$' && index + 2 === branch.length && branch[0]?.text !== '^') found.push(`unanchored run to the end ${atom.text}$`);
      });
    }
  };
  check(parse(pattern).branches, true);
  return found;
}

describe('the backtracking check', () => {
  test.each([
    ['(a+)+', ['nested quantifier (a+)+']],
    ['(?:\\s*x)*', ['nested quantifier (?:\\s*x)*']],
    ['\\s*\\s+', ['adjacent quantifiers \\s*…\\s+']],
    ['a+b?c*', ['adjacent quantifiers a+…c*']],
    ['^[\\s{]+|[\\s}]+$', ['unanchored run to the end [\\s}]+$']],
    ['\\s+$', ['unanchored run to the end \\s+$']],
    ['a+b+', ['adjacent quantifiers a+…b+']],
    ['\\s*\\n\\s*', ['adjacent quantifiers \\s*…\\s*']],
  ])('finds %s', (pattern, shapes) => {
    expect(backtrackingShapes(pattern)).toEqual(shapes);
  });

  test.each([['^\\s+$'], ['\\{\\{([a-z0-9_]+)\\}\\}'], ['^[a-z0-9_]+$'], ['[^a-z0-9]+'], ['a+,b+'], ['(ab)+'], ['[a-z]+_\\d+']])('accepts %s', (pattern) => {
    expect(backtrackingShapes(pattern)).toEqual([]);
  });
});

describe('the packages\' sources', () => {
  test('hold no regular expression of a backtracking shape', () => {
    const files = packageSources();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) =>
      regexesOf(path).flatMap((pattern) => backtrackingShapes(pattern).map((shape) => `${relative(PACKAGES, path)}: /${pattern}/ (${shape})`)),
    );
    expect(offenders).toEqual([]);
  });
});
