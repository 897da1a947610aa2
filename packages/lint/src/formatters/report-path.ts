// The paths the github and sarif formats print. GitHub reads an annotation's `file`, and code scanning a
// SARIF `artifactLocation.uri`, with `/` between folders; `path.relative` gives `\` on Windows, where such
// a path named no file. Built here only, from the platform's path functions (a test passes path.win32).
import * as nodePath from 'node:path';

/**
 * The path functions a report path is built with: node:path's own, or another platform's in a test.
 * Written out, not picked from node:path's `PlatformPath`: the formatters' options are public, and a
 * project without @types/node type-checks them too.
 */
export interface PathFunctions {
  readonly sep: string;
  relative(from: string, to: string): string;
  isAbsolute(path: string): boolean;
  join(...paths: string[]): string;
}

/**
 * A file's path from `root` with `/` between its parts, whatever the platform; the file's own path (its
 * separators made `/` too) when it is the root itself.
 */
export function reportPath(root: string, file: string, path: PathFunctions = nodePath): string {
  const local = path.relative(root, file) || file;
  // Only the platform's separator: on Linux a `\` is a character of a file's name.
  return path.sep === '/' ? local : local.split(path.sep).join('/');
}

/** `reportPath` as a relative URI reference, each part percent-encoded (a space is `%20`, `#` is `%23`). */
export function reportUri(root: string, file: string, path: PathFunctions = nodePath): string {
  return reportPath(root, file, path).split('/').map(encodeURIComponent).join('/');
}

/**
 * A folder as a `file:` URI ending in `/` (SARIF's `originalUriBaseIds`): `/home/a b` is
 * `file:///home/a%20b/`, and Windows' `C:\repo` is `file:///C:/repo/` (its drive's colon kept, as
 * url.pathToFileURL writes it).
 */
export function directoryUri(directory: string, path: PathFunctions = nodePath): string {
  const uri = fileUri(directory, path);
  return uri.endsWith('/') ? uri : `${uri}/`;
}

/** An absolute path as a `file:` URI, each part percent-encoded (Windows' drive colon kept). */
export function fileUri(file: string, path: PathFunctions = nodePath): string {
  const parts = (path.sep === '/' ? file : file.split(path.sep).join('/')).split('/');
  const encoded = parts.map((part, index) => (index === 0 && /^[A-Za-z]:$/u.test(part) ? part : encodeURIComponent(part))).join('/');
  return `file://${encoded.startsWith('/') ? '' : '/'}${encoded}`;
}

/**
 * Where a SARIF result's file is: its path from the root, relative to `%SRCROOT%`, when it is inside the
 * root; else its absolute `file:` URI (a template named outside the checkout: `../app/a.json` under
 * `%SRCROOT%` named a place code scanning cannot show, found by QA).
 */
export function artifactLocation(root: string, file: string, path: PathFunctions = nodePath): { readonly uri: string; readonly uriBaseId?: '%SRCROOT%' } {
  return isOutside(root, file, path) && path.isAbsolute(file) ? { uri: fileUri(file, path) } : { uri: reportUri(root, file, path), uriBaseId: '%SRCROOT%' };
}

/** Whether `file` is outside the folder `root` (a name starting with two dots, `..a.json`, is inside). */
function isOutside(root: string, file: string, path: PathFunctions): boolean {
  const local = path.relative(root, file);
  return local === '..' || local.startsWith(`..${path.sep}`) || path.isAbsolute(local);
}

/**
 * The name a CI report gives a file: the file a symbolic link leads to when that is inside `root`, else
 * the path as linted. GitHub code scanning shows no result on a link ("resolve any symlinked files"), and
 * a walk names a file by the first of its names it meets, so `names/link.json` took `plain.json`'s alerts
 * and code scanning showed neither. A link to a file outside the root keeps its own name, the only one in
 * the repository. Without `realPath` (a test's paths of another platform) every path is as linted.
 */
export function reportFileNames(root: string, realPath: ((path: string) => string) | undefined, path: PathFunctions = nodePath): (file: string) => string {
  let realRoot: string | undefined;
  return (file) => {
    if (realPath === undefined || !path.isAbsolute(file)) return file;
    const realFile = realPath(file);
    if (realFile === file) return file;
    realRoot ??= realPath(root);
    const inside = path.relative(realRoot, realFile);
    if (inside === '' || isOutside(realRoot, realFile, path)) return file;
    return path.join(root, inside);
  };
}
